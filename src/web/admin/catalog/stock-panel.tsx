import { Link } from "react-router";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useLedger } from "./catalog-api";
import type { AdminProduct } from "./catalog-types";
import { StockAdjustForm } from "./stock-adjust-form";
import { StockBadge, WaitingBadge } from "./stock-badge";

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

/** Current stock, the adjust form and the ledger: every change with its reason, newest first. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const ledger = useLedger(product._id);
  return (
    <section aria-labelledby="stock-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="stock-heading" className="text-lg font-bold text-slate-900">
          Stock
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span className="text-2xl font-bold text-slate-900">{product.stock}</span> units
          <StockBadge stock={product.stock} threshold={product.lowStockThreshold} />
          <WaitingBadge waiting={product.waitingAlerts} />
        </p>
      </div>
      <StockAdjustForm productId={product._id} />
      <div>
        <h3 className="text-sm font-semibold text-slate-800">History</h3>
        {ledger.isPending ? (
          <SkeletonStack label="Loading the stock history" count={3} itemClassName="h-10 rounded-lg" className="mt-2 space-y-2" />
        ) : ledger.isError ? (
          <p className="mt-2 text-sm text-red-700">{ledger.error.message}</p>
        ) : ledger.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No stock changes yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {ledger.data.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-2">
                <span className={`w-14 font-semibold tabular-nums ${entry.change < 0 ? "text-red-700" : "text-emerald-700"}`}>
                  {entry.change > 0 ? `+${entry.change}` : entry.change}
                </span>
                <span className="font-medium capitalize text-slate-800">{entry.reason}</span>
                <span className="text-slate-500">→ {entry.stockAfter}</span>
                {entry.orderId && (
                  <Link to={`/admin/orders/${entry.orderId}`} className="font-semibold text-brand-700">
                    Order
                  </Link>
                )}
                {entry.kitOrderId && (
                  <Link to={`/admin/kit-orders/${entry.kitOrderId}`} className="font-semibold text-brand-700">
                    Kit order
                  </Link>
                )}
                <span className="text-slate-500">{when.format(new Date(entry.at))}</span>
                {entry.actor && <span className="text-slate-500">by {entry.actor}</span>}
                {entry.note && <span className="basis-full pl-[4.25rem] text-slate-600">{entry.note}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
