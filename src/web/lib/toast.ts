import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "info";

let sonner: Promise<Sonner> | null = null;
const waiting = new Set<() => void>();

/**
 * sonner, loaded on first use: most visits never show a toast, so it stays out of every page's first
 * load. The Toaster (components/toaster.tsx) loads the same module, and sonner shows toasts made before
 * the Toaster mounted when it does.
 */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const callback of waiting) callback();
    waiting.clear();
  }
  return sonner;
}

/** Calls `callback` once sonner is being loaded (at once if it already is); returns the unsubscribe. */
export function onSonnerRequested(callback: () => void): () => void {
  if (sonner) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

function show(kind: Kind) {
  // Passes on exactly the arguments given, as a direct call to sonner would.
  return (...args: [message: string, data?: ExternalToast]) => {
    loadSonner().then(
      (module) => module.toast[kind](...args),
      () => undefined,
    );
  };
}

/** The toasts of §8 (top-right, 5 s): the same calls as sonner's `toast`, without loading it up front. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };
