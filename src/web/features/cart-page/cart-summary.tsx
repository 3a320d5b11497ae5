import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { DELIVERY_FEE_LABEL } from "~/src/core/constants";
import { buttonClasses } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";

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
  return (
    <section aria-labelledby="cart-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-24">
      <h2 id="cart-summary-title" className="text-lg font-bold text-slate-900">
        Cart totals
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Subtotal ({itemCount} {itemCount === 1 ? "item" : "items"})
          </dt>
          <dd className="font-medium text-slate-900">{rupees(subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{DELIVERY_FEE_LABEL}</dt>
          <dd className="font-medium text-slate-900">{rupees(deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total</dt>
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
        Proceed to checkout
      </Link>
      <p className="mt-3 text-center text-xs text-slate-500">Cash on delivery. Prices include GST.</p>
    </section>
  );
}
