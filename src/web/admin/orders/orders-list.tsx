import { format } from "date-fns";
import { Link, useLocation } from "react-router";
import type { OrderKind } from "~/src/core/order-kinds";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { StatusBadge } from "~/src/web/components/status-badge";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { rupees } from "~/src/web/lib/format";
import { useAdminOrders } from "./admin-orders-api";
import { OrderFilters } from "./order-filters";
import { orderNumber, unitCount, type AnyAdminOrder, staffPlaces } from "./order-kind";
import { awaitingPayment, PaymentBadge } from "./payment-status";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("admin.orders", {
  count: "{count, plural, one {# order} other {# orders}}",
  // "1 unit", not "1 units" (issue 33: ICU plurals fix the English too).
  units: "{count, plural, one {# unit} other {# units}}",
});

const when = (order: AnyAdminOrder) => format(new Date(order.date), "d MMM yyyy, HH:mm");

/** The order's status, and beside it whether its bank transfer or UPI payment is still awaited (it cannot be packed yet). */
function Statuses({ order }: { order: AnyAdminOrder }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={order.status} />
      {awaitingPayment(order.payment) && order.status !== "cancelled" && <PaymentBadge status={order.payment.status} />}
    </span>
  );
}

function OrderCardRow({ order, href }: { order: AnyAdminOrder; href: string }) {
  const t = useT();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <Link to={href} className="font-mono text-base font-semibold text-brand-700" title={order._id}>
          #{orderNumber(order._id)}
        </Link>
        <Statuses order={order} />
      </div>
      <p className="mt-1 text-sm text-slate-900">{order.customer.name}</p>
      <p className="text-sm text-slate-600">
        {order.address.city} {order.address.zipcode} · {t(text.units, { count: unitCount(order) })}
      </p>
      <div className="mt-2 flex items-center justify-between text-sm">
        <span className="text-slate-500">{when(order)}</span>
        <span className="font-semibold text-slate-900">{rupees(order.amount)}</span>
      </div>
    </li>
  );
}

/** The staff's list: filters, cards on phones, a table from md: up, real page links. */
export function OrdersList({ kind }: { kind: OrderKind }) {
  const { search, pathname } = useLocation();
  const t = useT();
  const query = search.replace(/^\?/, "");
  const orders = useAdminOrders(kind, query);
  const info = staffPlaces(kind);
  const hrefOf = (order: AnyAdminOrder) => `${info.path}/${encodeURIComponent(order._id)}`;

  let body;
  if (orders.isPending) body = <SkeletonStack label={`Loading ${info.title.toLowerCase()}`} count={4} itemClassName="h-24 rounded-xl" />;
  else if (orders.isError)
    body = <LoadError title={`We could not load the ${info.title.toLowerCase()}.`} message={orders.error.message} onRetry={() => orders.refetch()} />;
  else if (orders.data.orders.length === 0)
    body = <EmptyState title="No orders match" message="Change the filters or clear them to see every order." />;
  else {
    const list: AnyAdminOrder[] = orders.data.orders;
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">{t(text.count, { count: orders.data.total })}</p>
        <ul className="space-y-3 md:hidden">
          {list.map((order) => (
            <OrderCardRow key={order._id} order={order} href={hrefOf(order)} />
          ))}
        </ul>
        <table className="hidden w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-sm md:table">
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
            <tr>
              <th className="px-4 py-3">Order</th>
              <th className="px-4 py-3">Placed</th>
              <th className="px-4 py-3">Customer</th>
              <th className="px-4 py-3">Ship to</th>
              <th className="px-4 py-3 text-right">Amount</th>
              <th className="px-4 py-3">Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.map((order) => (
              <tr key={order._id}>
                <td className="px-4 py-3">
                  <Link to={hrefOf(order)} className="font-mono font-semibold text-brand-700 hover:underline" title={order._id}>
                    #{orderNumber(order._id)}
                  </Link>
                </td>
                <td className="px-4 py-3 text-slate-600">{when(order)}</td>
                <td className="px-4 py-3">
                  <span className="block text-slate-900">{order.customer.name}</span>
                  <span className="block text-xs text-slate-500">{order.customer.email}</span>
                </td>
                <td className="px-4 py-3 text-slate-600">
                  {order.address.city} {order.address.zipcode}
                </td>
                <td className="px-4 py-3 text-right font-semibold text-slate-900">{rupees(order.amount)}</td>
                <td className="px-4 py-3">
                  <Statuses order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pagination page={orders.data.page} pages={orders.data.pages} search={query} pathname={pathname} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{info.title}</h1>
      <OrderFilters key={query} kind={kind} />
      {body}
    </div>
  );
}
