import type { ReactNode } from "react";
import { Link } from "~/src/web/lib/localized-router";
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
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("myOrders.view", {
  loading: "Loading your orders",
  loadFailed: "We could not load your orders.",
  emptyTitle: "No orders yet",
  emptyMessage: "When you place an order, you can follow it here from packing to delivery.",
  startShopping: "Start shopping",
});

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
  const t = useT();

  if (orders.isPending) {
    return <SkeletonStack label={t(text.loading)} count={2} itemClassName="h-56 rounded-xl" />;
  }

  if (orders.isError) {
    return <LoadError title={t(text.loadFailed)} message={orders.error.message} onRetry={() => orders.refetch()} />;
  }

  if (orders.data.length === 0) {
    return (
      <EmptyState icon={<BoxIcon width={28} height={28} />} title={t(text.emptyTitle)} message={t(text.emptyMessage)}>
        <Link to="/collections" className={buttonClasses({ className: "mt-6 shadow-sm" })}>
          {t(text.startShopping)}
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
