import type { ReactNode } from "react";
import { KitAmountsList } from "~/src/web/components/kit-amounts";
import { rupees } from "~/src/web/lib/format";
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
                <img
                  src={product.image[0]}
                  alt={product.name}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="absolute inset-0 h-full w-full object-contain p-1"
                />
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
      <KitAmountsList className="mt-3 border-t border-slate-200 pt-3" totalAmount={kit.total} discount={kit.discount} finalAmount={kit.finalPrice} />
      {children}
    </section>
  );
}
