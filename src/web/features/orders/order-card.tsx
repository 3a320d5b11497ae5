import { format } from "date-fns";
import { useState } from "react";
import { Link } from "react-router";
import { DELIVERY_FEE_LABEL } from "~/src/core/constants";
import { canTrack, expectedDelivery, itemsTotal } from "~/src/core/order-rules";
import type { UserOrder } from "~/src/core/shapes/order";
import { CancelledNotice } from "~/src/web/components/order-fulfilment";
import { PaymentDue } from "~/src/web/components/payment-due";
import { ProductImage } from "~/src/web/components/product-image";
import { ReturnItemAction } from "~/src/web/components/return-window";
import { StatusBadge } from "~/src/web/components/status-badge";
import { buttonClasses } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import { paymentLabel } from "./order-rules";
import { TrackingPanel } from "./tracking-panel";

interface OrderCardProps {
  order: UserOrder;
  /** Downloads the order's invoice (a tax invoice once shipped, a proforma before). */
  onViewInvoice(): void;
  /** The invoice is being fetched: its button says so and waits. */
  preparingInvoice?: boolean;
  onBuyAgain(): void;
  buyingAgain?: boolean;
}

const secondaryButton = buttonClasses({ variant: "secondary", size: "sm", className: "shadow-sm" });
const primaryButton = buttonClasses({ size: "sm", className: "shadow-sm" });

/** One component order: when, what, its status, totals and the actions its status allows (§4). */
export function OrderCard({ order, onViewInvoice, preparingInvoice, onBuyAgain, buyingAgain }: OrderCardProps) {
  const [tracking, setTracking] = useState(false);
  const placed = new Date(order.date);
  const total = itemsTotal(order.items);
  const shortId = order._id.slice(0, 8).toUpperCase();
  const { address } = order;
  const cancelled = order.status.trim().toLowerCase() === "cancelled";
  const delivered = order.status.trim().toLowerCase() === "delivered";

  return (
    <article aria-labelledby={`order-${order._id}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Order placed</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={order.date}>{format(placed, "d MMM yyyy")}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Order total</dt>
            <dd className="font-medium text-slate-900" data-testid="order-total">
              {rupees(total)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Payment</dt>
            <dd className="font-medium text-slate-900">{paymentLabel(order.paymentMethod)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">Order #</dt>
            <dd id={`order-${order._id}`} className="font-mono font-medium text-slate-900" title={order._id}>
              {shortId}
            </dd>
          </div>
        </dl>
        <StatusBadge status={order.status} />
      </header>

      <div className="grid gap-5 px-4 py-5 sm:px-6 md:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-4">
          {cancelled ? (
            <CancelledNotice history={order.history} />
          ) : (
            <p className="text-sm text-slate-700">
              Estimated delivery: <strong className="text-slate-900">{format(expectedDelivery(order), "EEE, d MMM yyyy")}</strong>
            </p>
          )}
          <ul className="space-y-3">
            {order.items.map((item) => (
              <li key={item._id} className="flex items-center gap-3">
                <div className="w-16 shrink-0 overflow-hidden rounded-lg border border-slate-200">
                  <ProductImage src={item.image[0]} alt={item.name} size={64} className="[&_img]:p-1.5" />
                </div>
                <div className="min-w-0">
                  <Link
                    to={`/product/${encodeURIComponent(item._id)}`}
                    className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-600"
                  >
                    {item.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {rupees(item.price)} <span className="text-slate-400">×</span> Qty {item.quantity}
                  </p>
                  {/* A quotation's free-text line ("quote-line-2") is no product of the catalog: nothing to review. */}
                  {delivered && !item._id.startsWith("quote-line-") && (
                    <Link
                      to={`/product/${encodeURIComponent(item._id)}#write-review`}
                      className="text-sm font-semibold text-brand-700 hover:underline"
                    >
                      Write a review<span className="sr-only"> of {item.name}</span>
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <PaymentDue payment={order.payment} orderNumber={shortId} poNumber={order.poNumber} />
          {tracking && <TrackingPanel order={order} id={`tracking-${order._id}`} />}
        </div>

        <div className="flex flex-wrap gap-2 md:w-44 md:flex-col">
          {canTrack(order.status) && (
            <button
              type="button"
              onClick={() => setTracking(!tracking)}
              aria-expanded={tracking}
              aria-controls={`tracking-${order._id}`}
              className={primaryButton}
            >
              Track Package
            </button>
          )}
          <ReturnItemAction
            status={order.status}
            closesOn={order.returnWindowClosesOn}
            href={`/orders/${order._id}/return`}
            className={secondaryButton}
          />
          <button
            type="button"
            onClick={onViewInvoice}
            disabled={preparingInvoice}
            aria-busy={preparingInvoice || undefined}
            className={secondaryButton}
          >
            {preparingInvoice ? "Preparing…" : "View Invoice"}
          </button>
          <button type="button" onClick={onBuyAgain} disabled={buyingAgain} className={secondaryButton}>
            {buyingAgain ? "Adding…" : "Buy Again"}
          </button>
        </div>
      </div>

      <footer className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 px-4 py-3 text-sm sm:px-6">
        <p className="text-slate-600">
          Deliver to {address.firstName} {address.lastName}, {address.city} {address.zipcode}
        </p>
        <dl className="w-full space-y-0.5 sm:w-auto sm:text-right">
          <div className="flex justify-between gap-3 text-slate-600 sm:justify-end">
            <dt>{DELIVERY_FEE_LABEL}</dt>
            <dd>{rupees(order.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold text-slate-900 sm:justify-end">
            <dt>Total with charges</dt>
            <dd>{rupees(order.amount)}</dd>
          </div>
        </dl>
      </footer>
    </article>
  );
}
