import type { ReactNode } from "react";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { ProductImage } from "~/src/web/components/product-image";
import { rupees } from "~/src/web/lib/format";
import type { CartResponse } from "~/src/core/shapes/cart";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("checkout.summary", {
  title: "Order summary",
  subtotal: "Subtotal",
  // DELIVERY_FEE_LABEL of src/core/constants.
  deliveryFee: "Packaging and Utility Charges",
  total: "Total",
});

interface OrderSummaryProps {
  cart: CartResponse;
  /** The place-order button and messages, under the totals. */
  children?: ReactNode;
}

/** Items and the server's totals for the order about to be placed. */
export function OrderSummary({ cart, children }: OrderSummaryProps) {
  const items = cart.items.filter((item) => item.quantity > 0);
  const t = useT();
  const localized = useLocalizedText();
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="order-summary-title" className="text-lg font-bold text-slate-900">
        {t(text.title)}
      </h2>
      <ul className="mt-4 max-h-80 space-y-3 overflow-y-auto pr-1">
        {items.map((item) => (
          <li key={item._id} className="flex items-center gap-3">
            <div className="relative w-14 shrink-0 overflow-hidden rounded-lg border border-slate-200">
              <ProductImage src={item.product.image[0]} alt="" size={56} className="[&_img]:p-1.5" />
              <span className="absolute right-0.5 top-0.5 rounded-full bg-slate-700 px-1.5 text-[10px] font-bold leading-4 text-white">
                {item.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium text-slate-900">
                {localized(item.product.name, (item.product as { nameHi?: string | null }).nameHi)}
              </p>
              <p className="text-xs text-slate-500">
                {item.quantity} × {rupees(item.product.salePrice)}
              </p>
            </div>
            <p className="shrink-0 text-sm font-semibold text-slate-900">
              {rupees(paiseToRupees(rupeesToPaise(item.product.salePrice) * item.quantity))}
            </p>
          </li>
        ))}
      </ul>
      <dl className="mt-5 space-y-3 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t(text.subtotal)}</dt>
          <dd className="font-medium text-slate-900">{rupees(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t(text.deliveryFee)}</dt>
          <dd className="font-medium text-slate-900">{rupees(cart.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{t(text.total)}</dt>
          <dd className="font-bold text-slate-900" data-testid="checkout-total">
            {rupees(cart.total)}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
