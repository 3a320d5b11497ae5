import { format } from "date-fns";
import { useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
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
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLocalizedText, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("myOrders.card", {
  placed: "Order placed",
  total: "Order total",
  payment: "Payment",
  number: "Order #",
  estimated: "Estimated delivery:",
  quantity: "Qty {count}",
  writeReview: "Write a review",
  writeReviewOf: " of {name}",
  track: "Track Package",
  preparing: "Preparing…",
  invoice: "View Invoice",
  adding: "Adding…",
  buyAgain: "Buy Again",
  deliverTo: "Deliver to {firstName} {lastName}, {city} {pin}",
  // DELIVERY_FEE_LABEL of src/core/constants.
  deliveryFee: "Packaging and Utility Charges",
  totalWithCharges: "Total with charges",
});

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
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  const localized = useLocalizedText();
  const estimated = expectedDelivery(order);

  return (
    <article aria-labelledby={`order-${order._id}`} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:px-6">
        <dl className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm sm:flex sm:flex-wrap">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t(text.placed)}</dt>
            <dd className="font-medium text-slate-900">
              <time dateTime={order.date}>{english ? format(placed, "d MMM yyyy") : longDate(placed)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t(text.total)}</dt>
            <dd className="font-medium text-slate-900" data-testid="order-total">
              {rupees(total)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t(text.payment)}</dt>
            <dd className="font-medium text-slate-900">{paymentLabel(order.paymentMethod, t)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-500">{t(text.number)}</dt>
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
              {t(text.estimated)}{" "}
              <strong className="text-slate-900">{english ? format(estimated, "EEE, d MMM yyyy") : longDate(estimated, { weekday: "short" })}</strong>
            </p>
          )}
          <ul className="space-y-3">
            {order.items.map((item) => {
              const name = localized(item.name, (item as { nameHi?: string | null }).nameHi);
              return (
                <li key={item._id} className="flex items-center gap-3">
                  <div className="w-16 shrink-0 overflow-hidden rounded-lg border border-slate-200">
                    <ProductImage src={item.image[0]} alt={name} size={64} className="[&_img]:p-1.5" />
                  </div>
                  <div className="min-w-0">
                    <Link
                      to={`/product/${encodeURIComponent(item._id)}`}
                      className="line-clamp-2 text-sm font-semibold text-slate-900 hover:text-brand-600"
                    >
                      {name}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {rupees(item.price)} <span className="text-slate-400">×</span> {t(text.quantity, { count: item.quantity })}
                    </p>
                    {/* A quotation's free-text line ("quote-line-2") is no product of the catalog: nothing to review. */}
                    {delivered && !item._id.startsWith("quote-line-") && (
                      <Link
                        to={`/product/${encodeURIComponent(item._id)}#write-review`}
                        className="text-sm font-semibold text-brand-700 hover:underline"
                      >
                        {t(text.writeReview)}
                        <span className="sr-only">{t(text.writeReviewOf, { name })}</span>
                      </Link>
                    )}
                  </div>
                </li>
              );
            })}
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
              {t(text.track)}
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
            {preparingInvoice ? t(text.preparing) : t(text.invoice)}
          </button>
          <button type="button" onClick={onBuyAgain} disabled={buyingAgain} className={secondaryButton}>
            {buyingAgain ? t(text.adding) : t(text.buyAgain)}
          </button>
        </div>
      </div>

      <footer className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 px-4 py-3 text-sm sm:px-6">
        <p className="text-slate-600">
          {t(text.deliverTo, { firstName: address.firstName, lastName: address.lastName, city: address.city, pin: address.zipcode })}
        </p>
        <dl className="w-full space-y-0.5 sm:w-auto sm:text-right">
          <div className="flex justify-between gap-3 text-slate-600 sm:justify-end">
            <dt>{t(text.deliveryFee)}</dt>
            <dd>{rupees(order.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between gap-3 font-semibold text-slate-900 sm:justify-end">
            <dt>{t(text.totalWithCharges)}</dt>
            <dd>{rupees(order.amount)}</dd>
          </div>
        </dl>
      </footer>
    </article>
  );
}
