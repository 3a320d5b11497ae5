import { format } from "date-fns";
import { deliveryPlace } from "~/src/core/address-lines";
import { expectedDelivery, ORDER_PROGRESS_STEPS, progressStepIndex } from "~/src/core/order-rules";
import type { UserOrder } from "~/src/core/shapes/order";
import { ShipmentDetails, StatusHistory } from "~/src/web/components/order-fulfilment";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("myOrders.tracking", {
  pending: "Order placed",
  packing: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
  progress: "Delivery progress",
  done: " (done)",
  notYet: " (not yet)",
  onItsWay: "On its way to {place}. Expected by",
  end: ".",
});

const STEP_LABELS: Record<(typeof ORDER_PROGRESS_STEPS)[number], Message> = {
  pending: text.pending,
  packing: text.packing,
  shipped: text.shipped,
  delivered: text.delivered,
};

/** 'Track Package' (no action in the spec): where the parcel is, with which courier, and when it should arrive. */
export function TrackingPanel({ order, id }: { order: UserOrder; id: string }) {
  const reached = progressStepIndex(order.status);
  const { address } = order;
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  const expected = expectedDelivery(order);
  return (
    <div id={id} className="rounded-lg border border-brand-100 bg-brand-50/60 p-4">
      <ol className="grid grid-cols-4 gap-2" aria-label={t(text.progress)}>
        {ORDER_PROGRESS_STEPS.map((step, index) => {
          const done = index <= reached;
          return (
            <li key={step} className="flex flex-col items-center gap-1.5 text-center">
              <span className={`h-2 w-full rounded-full ${done ? "bg-brand-500" : "bg-slate-200"}`} aria-hidden="true" />
              <span className={`text-xs ${done ? "font-semibold text-brand-700" : "text-slate-500"}`}>
                {t(STEP_LABELS[step])}
                <span className="sr-only">{done ? t(text.done) : t(text.notYet)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 space-y-3">
        <ShipmentDetails courier={order.courier} trackingNumber={order.trackingNumber} />
        <StatusHistory history={order.history} />
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {t(text.onItsWay, { place: deliveryPlace(address) })}{" "}
        <strong>{english ? format(expected, "EEEE, d MMMM") : longDate(expected, { weekday: "long", year: undefined })}</strong>
        {t(text.end)}
      </p>
    </div>
  );
}
