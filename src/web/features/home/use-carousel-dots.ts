import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";

type EmblaCarouselType = NonNullable<UseEmblaCarouselType[1]>;

/** The selected slide and the snap points of an Embla carousel, for dot buttons. */
export function useCarouselDots(api: EmblaCarouselType | undefined, startIndex = 0) {
  const [selected, setSelected] = useState(startIndex);
  const [snaps, setSnaps] = useState<number[]>([]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSnaps(api.scrollSnapList());
      setSelected(api.selectedScrollSnap());
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  return { selected, snaps, scrollTo };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}
