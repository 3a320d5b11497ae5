import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BoxIcon } from "../../components/icons";
import { newestFirst } from "./order-rules";
import { useOrders } from "./orders-api";
import { OrderCard } from "./order-card";
import { useBuyAgain } from "./use-buy-again";
import { LoadError } from "../../components/load-error";

// While an invoice prints, only that order is on paper (the rest of the page is hidden).
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-printing="true"], [data-printing="true"] * { visibility: visible !important; }
  [data-printing="true"] { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The user's component orders, newest first. */
export function OrdersView() {
  const orders = useOrders();
  const { buyAgain, busyOrderId } = useBuyAgain();
  const [printingId, setPrintingId] = useState<string | null>(null);

  useEffect(() => {
    if (!printingId) return;
    const done = () => setPrintingId(null);
    window.addEventListener("afterprint", done);
    // 'View Invoice' (no action in the spec) prints the order once it is marked for printing.
    const frame = window.requestAnimationFrame(() => window.print());
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("afterprint", done);
    };
  }, [printingId]);

  if (orders.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading your orders">
        {[0, 1].map((key) => (
          <div key={key} className="h-56 animate-pulse rounded-xl border border-slate-200 bg-white" />
        ))}
      </div>
    );
  }

  if (orders.isError) {
    return (
      <LoadError title="We could not load your orders." message={orders.error.message} onRetry={() => orders.refetch()} />
    );
  }

  if (orders.data.length === 0) {
    return (
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <BoxIcon width={28} height={28} />
        </span>
        <h2 className="mt-4 text-lg font-bold text-slate-900">No orders yet</h2>
        <p className="mt-2 text-sm text-slate-600">When you place an order, you can follow it here from packing to delivery.</p>
        <Link to="/collections" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700">
          Start shopping
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {printingId && <style>{PRINT_CSS}</style>}
      {newestFirst(orders.data).map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          printing={order._id === printingId}
          onViewInvoice={() => (printingId === order._id ? window.print() : setPrintingId(order._id))}
          onBuyAgain={() => buyAgain(order)}
          buyingAgain={busyOrderId === order._id}
        />
      ))}
    </div>
  );
}
