import type { ReactNode } from "react";
import { KitAmountsList } from "~/src/web/components/kit-amounts";
import { KitPartsList } from "~/src/web/components/kit-parts-list";
import type { KitCheckoutState } from "./kit-checkout-state";

/** The kit being ordered: each part once, then total, 5% kit discount and the final price. */
export function KitCheckoutSummary({ kit, children }: { kit: KitCheckoutState; children?: ReactNode }) {
  return (
    <section aria-labelledby="kit-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="kit-summary-title" className="text-lg font-bold text-slate-900">
        Your kit <span className="text-sm font-medium text-slate-500">({kit.kit.length} products)</span>
      </h2>
      <KitPartsList
        className="mt-3 lg:max-h-96 lg:overflow-y-auto"
        parts={kit.kit.map((product) => ({ product, quantity: 1 }))}
        detail={() => "Qty 1"}
        struckPrice
      />
      <KitAmountsList className="mt-3 border-t border-slate-200 pt-3" totalAmount={kit.total} discount={kit.discount} finalAmount={kit.finalPrice} />
      {children}
    </section>
  );
}
