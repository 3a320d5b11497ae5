import { useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport (and from then on). Lets a section far
 * down the page wait with its request and its rendering until the visitor scrolls towards it: on a phone
 * most visitors never reach it, and the work would otherwise land right after hydration. A browser
 * without IntersectionObserver gets true at once.
 */
export function useNearViewport(element: Element | null, margin = "600px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
