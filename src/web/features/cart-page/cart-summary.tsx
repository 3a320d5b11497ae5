import { lazy, Suspense } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("cartPage.summary", {
  title: "Cart totals",
  subtotal: "Subtotal ({count} {count, plural, one {item} other {items}})",
  // DELIVERY_FEE_LABEL of src/core/constants.
  deliveryFee: "Packaging and Utility Charges",
  total: "Total",
  checkout: "Proceed to checkout",
  cod: "Cash on delivery. Prices include GST.",
});

// Imported only with import(), as on the product page, so that no page's first load carries it.
const PinCheck = lazy(() => import("~/src/web/components/pin-check").then((module) => ({ default: module.PinCheck })));

interface CartSummaryProps {
  subtotal: number;
  deliveryFee: number;
  total: number;
  itemCount: number;
  /** A warning shown above the checkout button (e.g. a line with too little stock). */
  notice?: string | null;
}

/** The server's totals (it decides the fee and the 0.00 of an empty cart) and the way to checkout. */
export function CartSummary({ subtotal, deliveryFee, total, itemCount, notice }: CartSummaryProps) {
  const t = useT();
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
        {t(text.title)}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t(text.subtotal, { count: itemCount })}</dt>
          <dd className="font-medium text-slate-900">{rupees(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t(text.deliveryFee)}</dt>
          <dd className="font-medium text-slate-900">{rupees(deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{t(text.total)}</dt>
          <dd className="font-bold text-slate-900" data-testid="cart-total">
            {rupees(total)}
          </dd>
        </div>
      </dl>
      <Suspense fallback={<div className="mt-5 h-[57px] border-t border-slate-200" />}>
        <PinCheck className="mt-5 border-t border-slate-200 pt-4" />
      </Suspense>
      {notice && <p className="mt-5 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{notice}</p>}
      <Link to="/place-order" className={buttonClasses({ size: "lg", fullWidth: true, className: "mt-5 shadow-sm" })}>
        {t(text.checkout)}
      </Link>
      <p className="mt-3 text-center text-xs text-slate-500">{t(text.cod)}</p>
    </section>
  );
}
