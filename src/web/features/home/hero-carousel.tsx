import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useState } from "react";
import { HERO_SLIDE_INTERVAL_MS, HERO_TRANSITION_MS } from "../../../core/constants";
import { emblaDurationFor } from "./embla-duration";
import { HeroFrame } from "./hero-frame";
import { HERO_SLIDES } from "./hero-slides";
import { prefersReducedMotion, useCarouselDots } from "./use-carousel-dots";

/**
 * The sliding hero (§2, §9), loaded after the first paint by HeroSlider: five banners, a new one every
 * 3 s with a 0.5 s transition, dots, no arrows, paused while the pointer is over it (or focus is
 * inside), looping. `startIndex` is the dot a visitor pressed before it had loaded.
 */
export function HeroCarousel({ startIndex }: { startIndex: number }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: HERO_SLIDE_INTERVAL_MS,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: true,
      playOnInit: !prefersReducedMotion(),
    }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, duration: emblaDurationFor(HERO_TRANSITION_MS), startIndex }, [autoplay]);
  const { selected, scrollTo } = useCarouselDots(api, startIndex);
  return <HeroFrame slides={HERO_SLIDES} selected={selected} onSelect={scrollTo} viewportRef={viewportRef} />;
}
