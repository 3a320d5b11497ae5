import { format } from "date-fns";
import { deliveryPlace } from "~/src/core/address-lines";
import { expectedDelivery, ORDER_PROGRESS_STEPS, progressStepIndex } from "~/src/core/order-rules";
import type { UserOrder } from "~/src/core/shapes/order";
import { ShipmentDetails, StatusHistory } from "~/src/web/components/order-fulfilment";

const STEP_LABELS: Record<(typeof ORDER_PROGRESS_STEPS)[number], string> = {
  pending: "Order placed",
  packing: "Packed",
  shipped: "Shipped",
  delivered: "Delivered",
};

/** 'Track Package' (no action in the spec): where the parcel is, with which courier, and when it should arrive. */
export function TrackingPanel({ order, id }: { order: UserOrder; id: string }) {
  const reached = progressStepIndex(order.status);
  const { address } = order;
  return (
    <div id={id} className="rounded-lg border border-brand-100 bg-brand-50/60 p-4">
      <ol className="grid grid-cols-4 gap-2" aria-label="Delivery progress">
        {ORDER_PROGRESS_STEPS.map((step, index) => {
          const done = index <= reached;
          return (
            <li key={step} className="flex flex-col items-center gap-1.5 text-center">
              <span className={`h-2 w-full rounded-full ${done ? "bg-brand-500" : "bg-slate-200"}`} aria-hidden="true" />
              <span className={`text-xs ${done ? "font-semibold text-brand-700" : "text-slate-500"}`}>
                {STEP_LABELS[step]}
                <span className="sr-only">{done ? " (done)" : " (not yet)"}</span>
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
        On its way to {deliveryPlace(address)}. Expected by <strong>{format(expectedDelivery(order), "EEEE, d MMMM")}</strong>.
      </p>
    </div>
  );
}
