import { Link } from "react-router";

/**
 * The top promo strip (§2): 'Exclusive Deals', up to 30% off. A named region, so a screen reader's list of
 * landmarks reaches it like the rest of the page.
 */
export function PromoStrip() {
  return (
    <section aria-label="Exclusive deals" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2 text-center text-xs sm:text-sm">
        <span className="whitespace-nowrap rounded bg-accent-400 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-slate-900">
          Exclusive Deals
        </span>
        <span className="whitespace-nowrap sm:whitespace-normal">
          Up to 30% off<span className="hidden sm:inline"> on lab-ready components · cash on delivery across India</span>
        </span>
        <Link to="/collections" className="whitespace-nowrap font-semibold text-accent-400 underline-offset-2 hover:underline">
          Shop now
        </Link>
      </div>
    </section>
  );
}
