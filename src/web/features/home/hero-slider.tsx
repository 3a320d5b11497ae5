import { useState } from "react";
import { IDLE_CAROUSEL } from "./carousel-state";
import { HeroFrame } from "./hero-frame";
import { FIRST_SLIDE } from "./hero-slides";
import { useDeferredImport } from "./use-deferred-import";

const loadController = () => import("./hero-carousel");

/**
 * The hero slider. The server renders the first banner only (its heading is the page's largest paint,
 * shown before any JavaScript runs); Embla loads when the browser is idle after hydration, or at once when
 * a dot is pressed, and then the other four banners join the same markup and start sliding.
 */
export function HeroSlider() {
  const [controller, loadNow] = useDeferredImport(loadController);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [carousel, setCarousel] = useState(IDLE_CAROUSEL);
  const [startIndex, setStartIndex] = useState(0);
  const select = (index: number) => {
    if (carousel.scrollTo) return carousel.scrollTo(index);
    setStartIndex(index);
    loadNow();
  };
  return (
    <>
      <HeroFrame
        slides={controller ? [FIRST_SLIDE, ...controller.MORE_SLIDES] : [FIRST_SLIDE]}
        selected={carousel.selected}
        onSelect={select}
        viewportRef={setViewport}
      />
      {controller && viewport && <controller.HeroController viewport={viewport} startIndex={startIndex} onChange={setCarousel} />}
    </>
  );
}
