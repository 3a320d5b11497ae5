import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { TESTIMONIAL_INTERVAL_MS } from "~/src/core/constants";
import type { CarouselState } from "./carousel-state";
import { prefersReducedMotion, useCarouselDots } from "./use-carousel-dots";

/** Drives the server-rendered testimonials with Embla: autoplay every 4 s, looping; renders nothing itself. */
export function TestimonialsController({ viewport, onChange }: { viewport: HTMLElement; onChange: (state: CarouselState) => void }) {
  const [autoplay] = useState(() =>
    Autoplay({ delay: TESTIMONIAL_INTERVAL_MS, stopOnMouseEnter: true, stopOnInteraction: false, playOnInit: !prefersReducedMotion() }),
  );
  const [attach, api] = useEmblaCarousel({ loop: true, align: "start" }, [autoplay]);
  useEffect(() => attach(viewport), [attach, viewport]);
  const { selected, snaps, scrollTo } = useCarouselDots(api);
  useEffect(() => onChange({ selected, count: snaps.length, scrollTo }), [onChange, selected, snaps.length, scrollTo]);
  return null;
}
