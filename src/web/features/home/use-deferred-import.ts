import { startTransition, useCallback, useEffect, useState } from "react";

type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * Loads a module after the page has painted and hydrated, when the browser is idle (at the latest
 * after `timeoutMs`), or at once when `loadNow` is called (a user reached for it first). Keeps code a
 * page shows working only later (carousels) out of the first load, so it does not delay the first paint.
 */
export function useDeferredImport<T>(load: () => Promise<T>, timeoutMs = 1500): [T | null, () => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  const loadNow = useCallback(() => {
    load().then(
      (module) => setLoaded(() => module),
      () => undefined,
    );
  }, [load]);

  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (!cancelled)
        load().then(
          // A transition: React renders what the module adds (four more hero banners) in slices that
          // yield to the browser, not in one long task that would hold up a tap on a slow phone.
          (module) => !cancelled && startTransition(() => setLoaded(() => module)),
          () => undefined,
        );
    };
    const idle = (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
    if (idle) idle(start, { timeout: timeoutMs });
    else setTimeout(start, 200);
    return () => {
      cancelled = true;
    };
  }, [load, timeoutMs]);

  return [loaded, loadNow];
}
