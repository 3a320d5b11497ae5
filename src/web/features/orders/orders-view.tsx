import type { ReactNode } from "react";
import { Link } from "react-router";
import type { UserOrder } from "~/src/core/shapes/order";
import { BoxIcon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { newestFirst } from "./order-rules";
import { useOrders } from "./orders-api";
import { OrderCard } from "./order-card";
import { useBuyAgain } from "./use-buy-again";
import { LoadError } from "~/src/web/components/load-error";
import { orderInvoiceDownload, useDownload } from "~/src/web/lib/download";
import { useSession } from "~/src/web/shop/session";

interface OrdersViewProps {
  /** What the page shows under an order's card (its returns): the route composes it from another feature. */
  afterOrder?: (order: UserOrder) => ReactNode;
}

/** The user's component orders, newest first. */
export function OrdersView({ afterOrder }: OrdersViewProps = {}) {
  const orders = useOrders();
  const { buyAgain, busyOrderId } = useBuyAgain();
  const { token } = useSession();
  // 'View Invoice' (no action in the spec): the invoice PDF from the server, saved as a file.
  const invoice = useDownload();

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
      {newestFirst(orders.data).map((order) => (
        <div key={order._id} className="space-y-3">
          <OrderCard
            order={order}
            preparingInvoice={invoice.isPending(order._id)}
            onViewInvoice={() => void invoice.start(orderInvoiceDownload("component", order._id, token), order._id)}
            onBuyAgain={() => buyAgain(order)}
            buyingAgain={busyOrderId === order._id}
          />
          {afterOrder?.(order)}
        </div>
      ))}
    </div>
  );
}
