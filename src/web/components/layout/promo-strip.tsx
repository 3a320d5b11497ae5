import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("promo", {
  region: "Exclusive deals",
  deals: "Exclusive Deals",
  upTo: "Up to 30% off",
  more: " on lab-ready components · cash on delivery across India",
  shopNow: "Shop now",
});

/**
 * The top promo strip (§2): 'Exclusive Deals', up to 30% off. A named region, so a screen reader's list of
 * landmarks reaches it like the rest of the page.
 */
export function PromoStrip() {
  const t = useT();
  return (
    <section aria-label={t(text.region)} className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-xs sm:text-sm">
        <span className="whitespace-nowrap rounded bg-accent-400 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-slate-900">
          {t(text.deals)}
        </span>
        <span className="whitespace-nowrap sm:whitespace-normal">
          {t(text.upTo)}
          <span className="hidden sm:inline">{t(text.more)}</span>
        </span>
        <Link to="/collections" className="whitespace-nowrap font-semibold text-accent-400 underline-offset-2 hover:underline">
          {t(text.shopNow)}
        </Link>
      </div>
    </section>
  );
}
