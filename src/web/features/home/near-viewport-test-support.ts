import { vi } from "vitest";

type Report = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * jsdom has no IntersectionObserver; this one reports what the test says the browser would. Returns the
 * call that tells the newest observer its element has come near the screen.
 */
export function stubIntersectionObserver(): () => void {
  const observers: Report[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(report: Report) {
        observers.push(report);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => observers.at(-1)!([{ isIntersecting: true }]);
}
