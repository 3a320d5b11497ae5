import { format } from "date-fns";
import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import type { KitOrder } from "~/src/core/shapes/kit-order";
import { Link } from "~/src/web/lib/localized-router";
import { StatusBadge } from "~/src/web/components/status-badge";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { rupees } from "~/src/web/lib/format";
import { useSession } from "~/src/web/shop/session";
import { listErrorText, shortOrderNumber, useKitOrders } from "./kit-orders-api";
import { KitOrdersError } from "./kit-orders-error";
import { KitOrdersLoginNotice, KitOrdersSkeleton } from "./kit-orders-notice";

export function KitOrdersList() {
  const { token, ready } = useSession();
  const orders = useKitOrders();

  if (!ready || (token && orders.isPending)) return <KitOrdersSkeleton />;
  if (!token) return <KitOrdersLoginNotice what="your kit orders" />;
  if (orders.isError) {
    return <KitOrdersError heading="Unable to load orders" text={listErrorText(orders.error)} onRetry={() => orders.refetch()} />;
  }
  if (!orders.data || orders.data.length === 0) {
    return (
      <EmptyNote as="div" className="mx-auto max-w-lg">
        <h2 className="text-lg font-bold text-slate-900">No kit orders yet</h2>
        <p className="mt-2 text-slate-600">
          Build a kit of {KIT_MIN_ITEMS} to {KIT_MAX_ITEMS} parts and it will show up here once ordered.
        </p>
        <Link to="/kit" className={buttonClasses({ className: "mt-6" })}>
          Build your own kit
        </Link>
      </EmptyNote>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Kit orders">
      {orders.data.map((order) => (
        <li key={order._id}>
          <KitOrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function KitOrderCard({ order }: { order: KitOrder }) {
  const count = order.products.reduce((sum, line) => sum + line.quantity, 0);
  const pictures = order.products.slice(0, 5);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`kit-order-${order._id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`kit-order-${order._id}`} className="font-bold text-slate-900">
            Kit order {shortOrderNumber(order._id)}
          </h2>
          <p className="text-sm text-slate-500">
            Placed on <time dateTime={order.createdAt}>{format(new Date(order.createdAt), "d MMM yyyy, h:mm a")}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <div className="flex -space-x-2" aria-hidden="true">
            {pictures.map(({ product }) => (
              <span key={product._id} className="relative h-10 w-10 overflow-hidden rounded-full border-2 border-white bg-slate-100 shadow-sm">
                {product.image[0] && (
                  <img
                    src={product.image[0]}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    className="absolute inset-0 h-full w-full object-contain p-1"
                  />
                )}
              </span>
            ))}
          </div>
          <span className="text-sm font-medium text-slate-700">{count} products</span>
        </div>
        <dl className="flex gap-5 text-sm">
          <div>
            <dt className="text-xs text-slate-500">Total</dt>
            <dd className="text-slate-700">{rupees(order.totalAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Discount</dt>
            <dd className="text-ok">−{rupees(order.discount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Final</dt>
            <dd className="font-bold text-slate-900">{rupees(order.finalAmount)}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-3 text-right">
        <Link
          to={`/kit-orders/${order._id}`}
          className="text-sm font-semibold text-brand-600 hover:text-brand-700"
          aria-label={`View details of kit order ${shortOrderNumber(order._id)}`}
        >
          View details →
        </Link>
      </div>
    </article>
  );
}
