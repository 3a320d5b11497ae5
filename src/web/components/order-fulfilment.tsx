import { format } from "date-fns";
import type { StatusEventView } from "~/src/core/shapes/order";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";
import { useStatusLabel } from "./status-badge";

/*
 * How an order travels, as customers see it on component and kit orders: the courier and tracking
 * number once shipped, every status with its date, and a clear note when the order was cancelled.
 */

const text = defineMessages("fulfilment", {
  orderPlaced: "Order placed",
  shipment: "Shipment",
  courier: "Courier:",
  trackingNumber: "Tracking number:",
  history: "Order history",
  status: "Status",
  when: "When",
  orderCancelled: "This order was cancelled",
  kitOrderCancelled: "This kit order was cancelled",
  somethingCancelled: "This {what} was cancelled",
  on: " on ",
  restAfterDate: ". It will not be delivered and nothing is due.",
  rest: ". It will not be delivered and nothing is due.",
});

const EVENT_LABELS = { pending: text.orderPlaced };

/** "30 Nov 2026, 5:30 pm" as date-fns writes it on English pages; "30 नवंबर 2026, शाम 5:30" on Hindi ones. */
function useDateTime(): (date: Date) => string {
  const language = useLanguage();
  const longDate = useLongDate();
  if (language === "en") return (date) => format(date, "d MMM yyyy, h:mm a");
  const time = new Intl.DateTimeFormat("hi-IN", { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: "Asia/Kolkata" });
  return (date) => `${longDate(date)}, ${time.format(date)}`;
}

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
  const t = useT();
  if (!courier && !trackingNumber) return null;
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:flex" aria-label={t(text.shipment)}>
      {courier && (
        <div className="flex gap-1.5">
          <dt className="text-slate-500">{t(text.courier)}</dt>
          <dd className="font-semibold text-slate-900">{courier}</dd>
        </div>
      )}
      {trackingNumber && (
        <div className="flex gap-1.5">
          <dt className="text-slate-500">{t(text.trackingNumber)}</dt>
          <dd className="select-all font-mono font-semibold text-slate-900">{trackingNumber}</dd>
        </div>
      )}
    </dl>
  );
}

/** Every status the order has had, oldest first, each with its date and time (a table: status → when). */
export function StatusHistory({ history }: { history: StatusEventView[] }) {
  const t = useT();
  const statusLabel = useStatusLabel();
  const dateTime = useDateTime();
  if (history.length === 0) return null;
  return (
    <table aria-label={t(text.history)} className="w-full text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t(text.status)}</th>
          <th scope="col">{t(text.when)}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {history.map((event, index) => {
          const date = when(event.at);
          const status = event.status.trim().toLowerCase();
          return (
            <tr key={`${event.status}-${event.at}-${index}`}>
              <th scope="row" className="py-1 pr-3 font-medium text-slate-900">
                {status === "pending" ? t(EVENT_LABELS.pending) : statusLabel(event.status)}
              </th>
              <td className="py-1 text-slate-600">{date ? <time dateTime={event.at}>{dateTime(date)}</time> : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Said plainly, so nobody waits for a parcel that is not coming. */
export function CancelledNotice({ history, what = "order" }: { history: StatusEventView[]; what?: string }) {
  const t = useT();
  const language = useLanguage();
  const longDate = useLongDate();
  const at = statusReachedAt(history, "cancelled");
  const title = what === "order" ? t(text.orderCancelled) : what === "kit order" ? t(text.kitOrderCancelled) : t(text.somethingCancelled, { what });
  return (
    <p role="note" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <strong>{title}</strong>
      {at ? (
        <>
          {t(text.on)}
          <time dateTime={at.toISOString()}>{language === "en" ? format(at, "d MMM yyyy") : longDate(at)}</time>
          {t(text.restAfterDate)}
        </>
      ) : (
        t(text.rest)
      )}
    </p>
  );
}
