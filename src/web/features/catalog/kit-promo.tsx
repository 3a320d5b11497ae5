import { useEffect, useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { KIT_DISCOUNT_PERCENT, KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { CloseIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("catalog.kitPromo", {
  landmark: "Build your own kit",
  dismiss: "Dismiss kit offer",
  eyebrow: "Custom kit",
  offer: "Pick {min}–{max} parts, save {percent}%",
  body: "Build a kit for your class or project and we pack it as one bundle.",
  link: "Build your kit",
});

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
  const t = useT();
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
      aria-label={t(text.landmark)}
      className={`relative overflow-hidden rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm ${className}`}
    >
      <button
        type="button"
        onClick={dismiss}
        aria-label={t(text.dismiss)}
        className="absolute right-2 top-2 flex h-8 w-8 items-center justify-center rounded-full text-white/80 hover:bg-white/10 hover:text-white"
      >
        <CloseIcon width={18} height={18} />
      </button>
      <p className="text-xs font-semibold uppercase tracking-wider text-accent-400">{t(text.eyebrow)}</p>
      <p className="mt-1 pr-6 text-lg font-bold leading-snug">
        {t(text.offer, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS, percent: KIT_DISCOUNT_PERCENT })}
      </p>
      <p className="mt-1 text-sm text-brand-100">{t(text.body)}</p>
      <Link to="/kit" className={buttonClasses({ variant: "accent", className: "mt-4" })}>
        {t(text.link)}
      </Link>
    </aside>
  );
}
