import { format } from "date-fns";
import type { StatusEventView } from "~/src/core/shapes/order";
import { statusLabel } from "./status-badge";

/*
 * How an order travels, as customers see it on component and kit orders: the courier and tracking
 * number once shipped, every status with its date, and a clear note when the order was cancelled.
 */

const EVENT_LABELS: Record<string, string> = { pending: "Order placed" };

const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The moment the order last took this status, if it did. */
export function statusReachedAt(history: StatusEventView[], status: string): Date | null {
  const event = [...history].reverse().find((entry) => entry.status.trim().toLowerCase() === status);
  return event ? when(event.at) : null;
}

export function ShipmentDetails({ courier, trackingNumber }: { courier: string | null; trackingNumber: string | null }) {
  if (!courier && !trackingNumber) return null;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:flex" aria-label="Shipment">
      {courier && (
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Courier:</dt>
          <dd className="font-semibold text-slate-900">{courier}</dd>
        </div>
      )}
      {trackingNumber && (
        <div className="flex gap-1.5">
          <dt className="text-slate-500">Tracking number:</dt>
          <dd className="select-all font-mono font-semibold text-slate-900">{trackingNumber}</dd>
        </div>
      )}
    </dl>
  );
}

/** Every status the order has had, oldest first, each with its date and time (a table: status → when). */
export function StatusHistory({ history }: { history: StatusEventView[] }) {
  if (history.length === 0) return null;
  return (
    <table aria-label="Order history" className="w-full text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">Status</th>
          <th scope="col">When</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {history.map((event, index) => {
          const date = when(event.at);
          const status = event.status.trim().toLowerCase();
          return (
            <tr key={`${event.status}-${event.at}-${index}`}>
              <th scope="row" className="py-1 pr-3 font-medium text-slate-900">
                {EVENT_LABELS[status] ?? statusLabel(event.status)}
              </th>
              <td className="py-1 text-slate-600">{date ? <time dateTime={event.at}>{format(date, "d MMM yyyy, h:mm a")}</time> : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Said plainly, so nobody waits for a parcel that is not coming. */
export function CancelledNotice({ history, what = "order" }: { history: StatusEventView[]; what?: string }) {
  const at = statusReachedAt(history, "cancelled");
  return (
    <p role="note" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <strong>This {what} was cancelled</strong>
      {at ? (
        <>
          {" "}
          on <time dateTime={at.toISOString()}>{format(at, "d MMM yyyy")}</time>
        </>
      ) : null}
      . It will not be delivered and nothing is due.
    </p>
  );
}
