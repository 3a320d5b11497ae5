import type { ReactNode } from "react";
import { KIT_DISCOUNT_PERCENT } from "../../../core/constants";
import { rupees } from "../../lib/format";
import type { KitCheckoutState } from "./kit-checkout-state";

/** The kit being ordered: each part once, then total, 5% kit discount and the final price. */
export function KitCheckoutSummary({ kit, children }: { kit: KitCheckoutState; children?: ReactNode }) {
  return (
    <section aria-labelledby="kit-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="kit-summary-title" className="text-lg font-bold text-slate-900">
        Your kit <span className="text-sm font-medium text-slate-500">({kit.kit.length} products)</span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 lg:max-h-96 lg:overflow-y-auto" aria-label="Products in this kit">
        {kit.kit.map((product) => (
          <li key={product._id} className="flex items-center gap-3 py-2.5">
            <span className="relative h-12 w-12 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
              {product.image[0] && (
                <img src={product.image[0]} alt={product.name} width={48} height={48} loading="lazy" className="absolute inset-0 h-full w-full object-contain p-1" />
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 text-sm font-medium text-slate-800">{product.name}</span>
              <span className="text-xs text-slate-500">Qty 1</span>
            </span>
            <span className="shrink-0 text-right text-sm">
              <span className="block font-semibold text-slate-900">{rupees(product.salePrice)}</span>
              {product.discount > 0 && <span className="block text-xs text-slate-400 line-through">{rupees(product.price)}</span>}
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1.5 border-t border-slate-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Total</dt>
          <dd className="font-medium text-slate-900">{rupees(kit.total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Kit discount ({KIT_DISCOUNT_PERCENT}%)</dt>
          <dd className="font-medium text-ok">−{rupees(kit.discount)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold text-slate-900">Final price</dt>
          <dd className="font-bold text-slate-900">{rupees(kit.finalPrice)}</dd>
        </div>
      </dl>
      {children}
    </section>
  );
}
