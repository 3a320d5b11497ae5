import type { Quote } from "~/src/core/shapes/quotes";
import { rupees } from "~/src/web/lib/format";
import { Panel } from "~/src/web/admin/common/panel";

function Row({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? "font-semibold text-slate-900" : "text-slate-600"}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{rupees(value)}</dd>
    </div>
  );
}

/** The total with the GST inside it split as the invoice will (CGST and SGST within the shop's state, IGST outside). */
export function QuoteTotals({ totals }: { totals: NonNullable<Quote["totals"]> }) {
  return (
    <dl aria-label="Totals" className="space-y-1 text-sm">
      <Row label="Lines" value={totals.subtotal} />
      <Row label="Delivery charge" value={totals.deliveryCharge} />
      <Row label="Taxable value" value={totals.taxableValue} />
      {totals.cgst + totals.sgst > 0 && (
        <>
          <Row label="CGST" value={totals.cgst} />
          <Row label="SGST" value={totals.sgst} />
        </>
      )}
      {totals.igst > 0 && <Row label="IGST" value={totals.igst} />}
      {totals.cgst + totals.sgst + totals.igst === 0 && <Row label="GST" value={0} />}
      <Row label="Total (GST included)" value={totals.total} strong />
    </dl>
  );
}

/** The lines as quoted, read-only: a sent quotation never changes. */
export function QuoteLines({ quote }: { quote: Quote }) {
  return (
    <Panel title="Lines">
      <ul className="divide-y divide-slate-100">
        {quote.lines.map((line) => (
          <li key={line.position} className="flex justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block text-slate-900">{line.name}</span>
              <span className="text-slate-600">
                {line.unitPrice === null ? "Not priced" : rupees(line.unitPrice)} × {line.quantity}
                {line.discountPercent > 0 && ` less ${line.discountPercent} %`} · HSN {line.hsn} · GST {line.gstRate} %
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums text-slate-900">{line.amount === null ? "—" : rupees(line.amount)}</span>
          </li>
        ))}
      </ul>
      {quote.totals && (
        <div className="mt-3 border-t border-slate-200 pt-3">
          <QuoteTotals totals={quote.totals} />
        </div>
      )}
    </Panel>
  );
}
