import { format } from "date-fns";
import { Link } from "react-router";
import { amountRows, type OrderKind } from "~/src/core/order-kinds";
import { AddressBlock } from "~/src/web/components/address-block";
import { LoadError } from "~/src/web/components/load-error";
import { StatusBadge, statusLabel } from "~/src/web/components/status-badge";
import { buttonClasses } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { rupees } from "~/src/web/lib/format";
import { Panel } from "~/src/web/admin/common/panel";
import { OrderInvoice } from "~/src/web/admin/invoices/order-invoice";
import { OrderReturnsPanel } from "~/src/web/admin/returns/order-returns-panel";
import { useAdminOrder } from "./admin-orders-api";
import { orderNumber, type AnyAdminOrder, staffPlaces } from "./order-kind";
import { PaymentPanel } from "./payment-panel";
import { paymentMethodText } from "./payment-status";
import { ReturnToOriginAction } from "./return-to-origin";
import { ReturnToOriginPanel } from "./return-to-origin-panel";
import { KitOrderHints } from "./kit-order-hints";
import { StatusActions } from "./status-actions";

function Amounts({ kind, order }: { kind: OrderKind; order: AnyAdminOrder }) {
  const discount = order.subtotal + order.deliveryFee - order.amount;
  // What the courier collects only when the order is paid at the door.
  const rows = amountRows(kind, { ...order, discount }, order.payment.status === "on-delivery" ? "To collect" : "Total");
  return (
    <dl className="space-y-1 text-sm">
      {rows.map(([label, value], index) => (
        <div key={label} className={`flex justify-between gap-3 ${index === rows.length - 1 ? "font-semibold text-slate-900" : "text-slate-600"}`}>
          <dt>{label}</dt>
          <dd>{rupees(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Everything staff need to pack, ship or cancel one order. */
export function OrderDetail({ kind, id }: { kind: OrderKind; id: string }) {
  const query = useAdminOrder(kind, id);
  const info = staffPlaces(kind);
  if (query.isPending) return <SkeletonStack label="Loading the order" count={3} itemClassName="h-32 rounded-xl" />;
  if (query.isError) return <LoadError title="We could not load this order." message={query.error.message} onRetry={() => query.refetch()} />;
  const { order } = query.data;
  const { address } = order;

  return (
    <div className="space-y-4">
      <Link to={info.path} className="text-sm font-medium text-brand-700 hover:underline">
        ← {info.title}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-mono text-2xl font-bold text-slate-900" title={order._id}>
          {info.singular} #{orderNumber(order._id)}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-600">
        Placed {format(new Date(order.date), "d MMM yyyy, HH:mm")} · {paymentMethodText(order.payment.method)}
      </p>

      <StatusActions key={`${order.status}-${order.version}`} kind={kind} order={order} />
      <ReturnToOriginAction key={`rto-${order.version}`} kind={kind} order={order} />
      <Link to={`${info.path}/${encodeURIComponent(order._id)}/packing-slip`} className={buttonClasses({ variant: "secondary" })}>
        Packing slip
      </Link>

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Panel title="Items">
            <ul className="divide-y divide-slate-100">
              {order.items.map((item) => (
                <li key={item._id} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block text-slate-900">{item.name}</span>
                    <span className="text-slate-500">
                      {rupees(item.price)} × {item.quantity}
                    </span>
                  </span>
                  <span className="shrink-0 font-medium text-slate-900">{rupees(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-slate-200 pt-3">
              <Amounts kind={kind} order={order} />
            </div>
          </Panel>
          {kind === "kit" && <KitOrderHints productIds={order.items.map((item) => item._id)} />}
        </div>
        <div className="space-y-4">
          <PaymentPanel kind={kind} order={order} />
          <Panel title="Ship to">
            <AddressBlock address={address} className="text-sm text-slate-800" callable />
            {order.pinConfirmed === false && (
              <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <strong className="font-semibold">PIN not confirmed.</strong> Our PIN directory does not list {address.zipcode}; its first digits are{" "}
                {address.state}&apos;s. Check it with the customer or the courier before shipping.
              </p>
            )}
          </Panel>
          <Panel title="Customer">
            <p className="text-sm text-slate-900">{order.customer.name}</p>
            <p className="break-all text-sm text-slate-600">{order.customer.email}</p>
          </Panel>
          <Panel title="Invoice">
            <OrderInvoice kind={kind} orderId={order._id} />
          </Panel>
          {order.returnToOrigin && (
            <Panel title="Return to origin">
              <ReturnToOriginPanel kind={kind} orderId={order._id} facts={order.returnToOrigin} />
            </Panel>
          )}
          <OrderReturnsPanel orderId={order._id} />
          {order.trackingNumber && (
            <Panel title="Shipment">
              <p className="text-sm text-slate-900">{order.courier}</p>
              <p className="break-all font-mono text-sm text-slate-700">{order.trackingNumber}</p>
            </Panel>
          )}
          <Panel title="History">
            <ol className="space-y-1 text-sm">
              {order.history.map((event) => (
                <li key={`${event.status}-${event.at}`} className="flex justify-between gap-3">
                  <span className="text-slate-900">{statusLabel(event.status)}</span>
                  <time dateTime={event.at} className="text-slate-500">
                    {format(new Date(event.at), "d MMM, HH:mm")}
                  </time>
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
    </div>
  );
}
