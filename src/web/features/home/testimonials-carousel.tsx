import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useState } from "react";
import { TESTIMONIAL_INTERVAL_MS } from "../../../core/constants";
import { TestimonialsFrame } from "./testimonials";
import { prefersReducedMotion, useCarouselDots } from "./use-carousel-dots";

/** The testimonials with Embla: autoplay every 4 s, looping, dots when there is more than one page. */
export function TestimonialsCarousel() {
  const [autoplay] = useState(() =>
    Autoplay({ delay: TESTIMONIAL_INTERVAL_MS, stopOnMouseEnter: true, stopOnInteraction: false, playOnInit: !prefersReducedMotion() }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" }, [autoplay]);
  const { selected, snaps, scrollTo } = useCarouselDots(api);
  return <TestimonialsFrame viewportRef={viewportRef} dots={{ count: snaps.length, selected, onSelect: scrollTo }} />;
}
