import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { HERO_SLIDE_INTERVAL_MS, HERO_TRANSITION_MS } from "~/src/core/constants";
import type { CarouselState } from "./carousel-state";
import { emblaDurationFor } from "./embla-duration";
import { prefersReducedMotion, useCarouselDots } from "./use-carousel-dots";

/** Banners two to five come with the carousel, out of the first load. */
export { MORE_SLIDES } from "./hero-more-slides";

interface HeroControllerProps {
  /** The hero's viewport, already rendered (by the server, then with all five banners). */
  viewport: HTMLElement;
  /** The dot a visitor pressed before this had loaded. */
  startIndex: number;
  onChange: (state: CarouselState) => void;
}

/**
 * Drives the hero slider (§2, §9) with Embla, loaded after the first paint: a new banner every 3 s with
 * a 0.5 s transition, looping, paused while the pointer is over it (or focus is inside). It renders
 * nothing itself, so the markup (and any focus in it) stays as the server rendered it.
 */
export function HeroController({ viewport, startIndex, onChange }: HeroControllerProps) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: HERO_SLIDE_INTERVAL_MS,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      stopOnFocusIn: true,
      playOnInit: !prefersReducedMotion(),
    }),
  );
  const [attach, api] = useEmblaCarousel({ loop: true, duration: emblaDurationFor(HERO_TRANSITION_MS), startIndex }, [autoplay]);
  useEffect(() => attach(viewport), [attach, viewport]);
  const { selected, snaps, scrollTo } = useCarouselDots(api, startIndex);
  useEffect(() => onChange({ selected, count: snaps.length, scrollTo }), [onChange, selected, snaps.length, scrollTo]);
  return null;
}
