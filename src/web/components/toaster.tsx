import { startTransition, useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "~/src/core/constants";
import { loadSonner, onSonnerRequested } from "~/src/web/lib/toast";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

// sonner's own words (its defaults, so English stays as it was): the list's name and each toast's close button.
const text = defineMessages("toaster", { notifications: "Notifications", close: "Close toast" });

type Sonner = Awaited<ReturnType<typeof loadSonner>>;
type Idle = (callback: () => void, options?: { timeout: number }) => number;

/**
 * sonner's Toaster (§8: top-right, 5000 ms), mounted once sonner has loaded: at the first toast, or when
 * the browser is idle after hydration (the staff console and the kit builder call sonner directly).
 */
export function Toaster() {
  const t = useT();
  const [module, setModule] = useState<Sonner | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      loadSonner().then(
        // Not urgent: rendered in slices that yield to the browser (see useDeferredImport).
        (loaded) => !cancelled && startTransition(() => setModule(loaded)),
        () => undefined,
      );
    const idle = (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback;
    if (idle) idle(load, { timeout: 3000 });
    else setTimeout(load, 200);
    // A toast asked for before that moment loads sonner sooner; mount as soon as it has.
    const stop = onSonnerRequested(load);
    return () => {
      cancelled = true;
      stop();
    };
  }, []);
  if (!module) return null;
  return (
    <module.Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      containerAriaLabel={t(text.notifications)}
      toastOptions={{ closeButtonAriaLabel: t(text.close) }}
    />
  );
}
