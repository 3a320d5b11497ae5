import { format } from "date-fns";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";
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

const text = defineMessages("kitOrders.list", {
  loadFailed: "Unable to load orders",
  emptyTitle: "No kit orders yet",
  emptyText: "Build a kit of {min} to {max} parts and it will show up here once ordered.",
  build: "Build your own kit",
  orders: "Kit orders",
  order: "Kit order {number}",
  placedOn: "Placed on",
  products: "{count} {count, plural, one {product} other {products}}",
  total: "Total",
  discount: "Discount",
  final: "Final",
  viewDetails: "View details →",
  viewDetailsOf: "View details of kit order {number}",
});

export function KitOrdersList() {
  const t = useT();
  const { token, ready } = useSession();
  const orders = useKitOrders();

  if (!ready || (token && orders.isPending)) return <KitOrdersSkeleton />;
  if (!token) return <KitOrdersLoginNotice what="all" />;
  if (orders.isError) {
    return <KitOrdersError heading={t(text.loadFailed)} text={listErrorText(orders.error, t)} onRetry={() => orders.refetch()} />;
  }
  if (!orders.data || orders.data.length === 0) {
    return (
      <EmptyNote as="div" className="mx-auto max-w-lg">
        <h2 className="text-lg font-bold text-slate-900">{t(text.emptyTitle)}</h2>
        <p className="mt-2 text-slate-600">{t(text.emptyText, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS })}</p>
        <Link to="/kit" className={buttonClasses({ className: "mt-6" })}>
          {t(text.build)}
        </Link>
      </EmptyNote>
    );
  }
  return (
    <ul className="space-y-4" aria-label={t(text.orders)}>
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
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  const placed = new Date(order.createdAt);
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`kit-order-${order._id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`kit-order-${order._id}`} className="font-bold text-slate-900">
            {t(text.order, { number: shortOrderNumber(order._id) })}
          </h2>
          <p className="text-sm text-slate-500">
            {t(text.placedOn)}{" "}
            <time dateTime={order.createdAt}>
              {english ? format(placed, "d MMM yyyy, h:mm a") : longDate(placed, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })}
            </time>
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
          <span className="text-sm font-medium text-slate-700">{t(text.products, { count })}</span>
        </div>
        <dl className="flex gap-5 text-sm">
          <div>
            <dt className="text-xs text-slate-500">{t(text.total)}</dt>
            <dd className="text-slate-700">{rupees(order.totalAmount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t(text.discount)}</dt>
            <dd className="text-ok">−{rupees(order.discount)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t(text.final)}</dt>
            <dd className="font-bold text-slate-900">{rupees(order.finalAmount)}</dd>
          </div>
        </dl>
      </div>
      <div className="mt-4 border-t border-slate-100 pt-3 text-right">
        <Link
          to={`/kit-orders/${order._id}`}
          className="text-sm font-semibold text-brand-600 hover:text-brand-700"
          aria-label={t(text.viewDetailsOf, { number: shortOrderNumber(order._id) })}
        >
          {t(text.viewDetails)}
        </Link>
      </div>
    </article>
  );
}
