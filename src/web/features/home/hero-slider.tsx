import { useState } from "react";
import { HeroFrame } from "./hero-frame";
import { HERO_SLIDES } from "./hero-slides";
import { useDeferredImport } from "./use-deferred-import";

const loadCarousel = () => import("./hero-carousel");

/**
 * The hero slider. The server renders the first banner only (its heading is the page's largest paint,
 * shown before any JavaScript runs); the carousel with the other four and Embla loads when the browser is
 * idle after hydration, or at once when a dot is pressed, and then takes over the same markup.
 */
export function HeroSlider() {
  const [startIndex, setStartIndex] = useState(0);
  const [carousel, loadNow] = useDeferredImport(loadCarousel);
  if (carousel) return <carousel.HeroCarousel startIndex={startIndex} />;
  const select = (index: number) => {
    setStartIndex(index);
    loadNow();
  };
  return <HeroFrame slides={HERO_SLIDES.slice(0, 1)} selected={0} onSelect={select} />;
}
