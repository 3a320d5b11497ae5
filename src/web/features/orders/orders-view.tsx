import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BoxIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { newestFirst } from "./order-rules";
import { useOrders } from "./orders-api";
import { OrderCard } from "./order-card";
import { useBuyAgain } from "./use-buy-again";
import { LoadError } from "~/src/web/components/load-error";

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
    return <SkeletonStack label="Loading your orders" count={2} itemClassName="h-56 rounded-xl" />;
  }

  if (orders.isError) {
    return <LoadError title="We could not load your orders." message={orders.error.message} onRetry={() => orders.refetch()} />;
  }

  if (orders.data.length === 0) {
    return (
      <EmptyState
        icon={<BoxIcon width={28} height={28} />}
        title="No orders yet"
        message="When you place an order, you can follow it here from packing to delivery."
      >
        <Link to="/collections" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          Start shopping
        </Link>
      </EmptyState>
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
