import { useEffect, useState } from "react";
import { Link } from "react-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { CloseIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";

export const KIT_PROMO_DISMISSED_KEY = "kitPromoDismissed";

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(KIT_PROMO_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** The collections page's kit promo (§2); once closed it stays closed on this browser. */
export function KitPromo({ className = "" }: { className?: string }) {
  // Unknown until the browser's storage is read, so a dismissed promo never flashes.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!readDismissed()), []);
  if (!visible) return null;

  const dismiss = () => {
    setVisible(false);
    try {
      window.localStorage.setItem(KIT_PROMO_DISMISSED_KEY, "1");
    } catch {
      // Private mode: closing still works for this visit.
    }
  };

  return (
    <aside
      aria-label="Build your own kit"
      className={`relative overflow-hidden rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm ${className}`}
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss kit offer"
        className="absolute right-2 top-2 flex h-8 w-8 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
      >
        <CloseIcon width={18} height={18} />
      </button>
      <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">Custom kit</p>
      <p className="mt-1 pr-6 text-lg font-bold leading-snug">
        Pick {KIT_MIN_ITEMS}–{KIT_MAX_ITEMS} parts, save {KIT_DISCOUNT_PERCENT}%
      </p>
      <p className="mt-1 text-sm text-brand-100">Build a kit for your class or project and we pack it as one bundle.</p>
      <Link to="/kit" className={buttonClasses({ variant: "accent", className: "mt-4" })}>
        Build your kit
      </Link>
    </aside>
  );
}
