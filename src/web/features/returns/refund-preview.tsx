import { paiseToRupees } from "~/src/core/money";
import { refundFor, type ReturnReason } from "~/src/core/returns";
import { rupees } from "~/src/web/lib/format";
import type { ReturnableOrder } from "./returnable-order";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.preview", {
  title: "Your refund",
  items: "Items",
  // DELIVERY_FEE_LABEL of src/core/constants.
  deliveryFee: "Packaging and Utility Charges",
  refund: "Refund",
  estimate: "The shop confirms the amount when the items are back with it.",
});

interface RefundPreviewProps {
  order: ReturnableOrder;
  taken: Map<string, number>;
  quantities: Record<string, number>;
  reason: ReturnReason | "";
}

/**
 * What the customer would get back, by the same rule the server applies (src/core/returns.ts): the units as
 * charged, plus the delivery charge when the shop was at fault and the whole order comes back. The shop has
 * the last word once it has the items, so it is said to be an estimate.
 */
export function RefundPreview({ order, taken, quantities, reason }: RefundPreviewProps) {
  const t = useT();
  const refund = refundFor({
    lines: order.lines.map((line) => ({
      quantity: line.quantity,
      chargedPaise: line.chargedPaise,
      alreadyReturned: taken.get(line.productId) ?? 0,
      returning: quantities[line.productId] ?? 0,
    })),
    // Before a reason is chosen the delivery charge is not promised.
    reason: reason || "not-needed",
    deliveryFeePaise: order.deliveryFeePaise,
  });
  return (
    <section aria-labelledby="refund-preview-title" className="rounded-xl border border-brand-100 bg-brand-50/60 p-4">
      <h2 id="refund-preview-title" className="text-base font-bold text-slate-900">
        {t(text.title)}
      </h2>
      <dl className="mt-2 space-y-1 text-sm">
        <div className="flex justify-between gap-3 text-slate-700">
          <dt>{t(text.items)}</dt>
          <dd>{rupees(paiseToRupees(refund.goodsPaise))}</dd>
        </div>
        {refund.deliveryPaise > 0 && (
          <div className="flex justify-between gap-3 text-slate-700">
            <dt>{t(text.deliveryFee)}</dt>
            <dd>{rupees(paiseToRupees(refund.deliveryPaise))}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-brand-100 pt-1 font-semibold text-slate-900">
          <dt>{t(text.refund)}</dt>
          <dd data-testid="refund-total">{rupees(paiseToRupees(refund.totalPaise))}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t(text.estimate)}</p>
    </section>
  );
}
