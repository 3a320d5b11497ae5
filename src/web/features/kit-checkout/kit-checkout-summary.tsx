import type { ReactNode } from "react";
import { KitAmountsList } from "~/src/web/components/kit-amounts";
import { KitPartsList } from "~/src/web/components/kit-parts-list";
import type { KitCheckoutState } from "./kit-checkout-state";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitCheckout.summary", {
  heading: "Your kit",
  count: "({count} products)",
  quantity: "Qty 1",
});

/** The kit being ordered: each part once, then total, 5% kit discount and the final price. */
export function KitCheckoutSummary({ kit, children }: { kit: KitCheckoutState; children?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="kit-summary-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="kit-summary-title" className="text-lg font-bold text-slate-900">
        {t(text.heading)} <span className="text-sm font-medium text-slate-500">{t(text.count, { count: kit.kit.length })}</span>
      </h2>
      <KitPartsList
        className="mt-3 lg:max-h-96 lg:overflow-y-auto"
        parts={kit.kit.map((product) => ({ product, quantity: 1 }))}
        detail={() => t(text.quantity)}
        struckPrice
      />
      <KitAmountsList className="mt-3 border-t border-slate-200 pt-3" totalAmount={kit.total} discount={kit.discount} finalAmount={kit.finalPrice} />
      {children}
    </section>
  );
}
