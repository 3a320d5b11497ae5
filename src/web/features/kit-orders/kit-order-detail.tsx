import { defineMessages, type Translate } from "~/src/core/i18n";
import { paymentMethodLabel } from "~/src/core/payment";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";
import { PaymentDue } from "~/src/web/components/payment-due";
import { format } from "date-fns";
import type { ReactNode } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { KitAmountsList } from "~/src/web/components/kit-amounts";
import { KitPartsList } from "~/src/web/components/kit-parts-list";
import { CancelledNotice, ShipmentDetails, StatusHistory } from "~/src/web/components/order-fulfilment";
import { AddressBlock } from "~/src/web/components/address-block";
import { ReturnItemAction } from "~/src/web/components/return-window";
import { StatusBadge } from "~/src/web/components/status-badge";
import { buttonClasses } from "~/src/web/components/ui/button";
import { orderInvoiceDownload, useDownload } from "~/src/web/lib/download";
import { rupees } from "~/src/web/lib/format";
import { useSession } from "~/src/web/shop/session";
import { detailErrorText, shortOrderNumber, useKitOrder } from "./kit-orders-api";
import { KitOrdersError } from "./kit-orders-error";
import { KitOrdersLoginNotice, KitOrdersSkeleton } from "./kit-orders-notice";

const backLink = buttonClasses({ variant: "secondary" });

const text = defineMessages("kitOrders.detail", {
  loadFailed: "Unable to load order",
  allOrders: "All kit orders",
  order: "Kit order {number}",
  placedOn: "Placed on",
  status: "Status",
  line: "Qty {quantity} · Price {price}",
  discount: " · Discount {percent}%",
  noDiscount: " · No discount",
  writeReview: "Write a review",
  writeReviewOf: " of {name}",
  tracking: "Tracking",
  notShipped: "The courier and tracking number appear here once the kit is shipped.",
  amounts: "Amounts",
  preparing: "Preparing…",
  invoice: "View Invoice",
  delivery: "Delivery",
  paymentMethod: "Payment method:",
  // paymentMethodLabel of src/core/payment.
  cod: "Cash on delivery",
  bankTransfer: "Bank transfer (NEFT/RTGS/IMPS)",
});

function paymentLabel(method: string, t: Translate): string {
  if (method.toLowerCase() === "cod") return t(text.cod);
  return method === "bank-transfer" ? t(text.bankTransfer) : paymentMethodLabel(method);
}

interface KitOrderDetailProps {
  id: string;
  /** Shown under the products once the order is loaded (its returns): the route composes it from another feature. */
  returns?: ReactNode;
}

export function KitOrderDetail({ id, returns }: KitOrderDetailProps) {
  const { token, ready } = useSession();
  const query = useKitOrder(id);
  const invoice = useDownload();
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();

  if (!ready || (token && query.isPending)) return <KitOrdersSkeleton rows={2} />;
  if (!token) return <KitOrdersLoginNotice what="one" />;
  if (query.isError) {
    return (
      <KitOrdersError heading={t(text.loadFailed)} text={detailErrorText(query.error, t)} onRetry={() => query.refetch()}>
        <Link to="/kit-orders" className={backLink}>
          {t(text.allOrders)}
        </Link>
      </KitOrdersError>
    );
  }
  const order = query.data!;
  const cancelled = order.status.trim().toLowerCase() === "cancelled";
  const delivered = order.status.trim().toLowerCase() === "delivered";
  const placed = new Date(order.createdAt);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="kit-order-products" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="kit-order-products" className="text-lg font-bold text-slate-900">
                {t(text.order, { number: shortOrderNumber(order._id) })}
              </h2>
              <p className="text-sm text-slate-500">
                {t(text.placedOn)}{" "}
                <time dateTime={order.createdAt}>
                  {english ? format(placed, "d MMMM yyyy, h:mm a") : longDate(placed, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })}
                </time>
              </p>
            </div>
            <p className="flex items-center gap-2 text-sm text-slate-600">
              {t(text.status)} <StatusBadge status={order.status} />
            </p>
          </div>
          {cancelled && (
            <div className="mt-4">
              <CancelledNotice history={order.history} what="kit order" />
            </div>
          )}
          <KitPartsList
            className="mt-4"
            parts={order.products.map(({ product, quantity }, index) => ({
              product: { ...product, salePrice: order.charges[index].salePrice },
              quantity,
            }))}
            linked
            detail={(product, quantity) => (
              <>
                {t(text.line, { quantity, price: rupees(product.price) })}
                {product.discount > 0 ? t(text.discount, { percent: product.discount }) : t(text.noDiscount)}
                {delivered && !product._id.startsWith("quote-line-") && (
                  <Link
                    to={`/product/${encodeURIComponent(product._id)}#write-review`}
                    className="mt-0.5 block text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {t(text.writeReview)}
                    <span className="sr-only">{t(text.writeReviewOf, { name: product.name })}</span>
                  </Link>
                )}
              </>
            )}
          />
        </section>
        {returns}
      </div>

      <div className="space-y-4">
        <section aria-labelledby="kit-order-tracking" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="kit-order-tracking" className="font-bold text-slate-900">
            {t(text.tracking)}
          </h2>
          <div className="mt-3 space-y-3">
            {order.courier || order.trackingNumber ? (
              <ShipmentDetails courier={order.courier} trackingNumber={order.trackingNumber} />
            ) : (
              !cancelled && <p className="text-sm text-slate-600">{t(text.notShipped)}</p>
            )}
            <StatusHistory history={order.history} />
          </div>
        </section>
        <section aria-labelledby="kit-order-amounts" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="kit-order-amounts" className="font-bold text-slate-900">
            {t(text.amounts)}
          </h2>
          <KitAmountsList
            testIdPrefix="order"
            className="mt-3"
            totalAmount={order.totalAmount}
            discount={order.discount}
            finalAmount={order.finalAmount}
          />
          {/* Every kit order has the button; one cancelled before shipping answers with the server's reason. */}
          <button
            type="button"
            onClick={() => void invoice.start(orderInvoiceDownload("kit", order._id, token))}
            disabled={invoice.pending !== null}
            aria-busy={invoice.pending !== null || undefined}
            className={buttonClasses({ variant: "secondary", size: "sm", fullWidth: true, className: "mt-4 shadow-sm" })}
          >
            {invoice.pending ? t(text.preparing) : t(text.invoice)}
          </button>
          <div className="mt-2 text-center">
            <ReturnItemAction
              status={order.status}
              closesOn={order.returnWindowClosesOn}
              href={`/kit-orders/${encodeURIComponent(order._id)}/return`}
              className={buttonClasses({ variant: "secondary", size: "sm", fullWidth: true, className: "shadow-sm" })}
            />
          </div>
        </section>
        <section aria-labelledby="kit-order-delivery" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="kit-order-delivery" className="font-bold text-slate-900">
            {t(text.delivery)}
          </h2>
          <AddressBlock address={order.address} className="mt-2 text-sm text-slate-600" />
          <p className="mt-3 text-sm text-slate-600">
            {t(text.paymentMethod)} <span className="font-semibold text-slate-900">{paymentLabel(order.paymentMethod, t)}</span>
          </p>
          <div className="mt-3">
            <PaymentDue payment={order.payment} orderNumber={order._id.slice(0, 8).toUpperCase()} poNumber={order.poNumber} />
          </div>
        </section>
      </div>
    </div>
  );
}
