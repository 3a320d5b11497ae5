import { format } from "date-fns";
import { Link } from "~/src/web/lib/localized-router";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import type { CustomerReturn } from "~/src/core/shapes/returns";
import { ProtectedImage } from "~/src/web/components/protected-image";
import { RefundMethodText, ReturnHistory, returnStatusHints, ReturnStatusBadge } from "~/src/web/components/return-facts";
import { buttonClasses } from "~/src/web/components/ui/button";
import { useDownload } from "~/src/web/lib/download";
import { rupees } from "~/src/web/lib/format";
import { useSession } from "~/src/web/shop/session";
import { creditNoteDownload } from "./returns-api";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.card", {
  returnOf: "Return of {date}",
  componentOrder: "Order #{number}",
  kitOrder: "Kit order #{number}",
  items: "Returned items",
  // DELIVERY_FEE_LABEL of src/core/constants.
  deliveryFee: "Packaging and Utility Charges",
  refund: "Refund",
  paidTo: "Paid to",
  reference: "Reference (UTR)",
  note: "Your note: {note}",
  photo: "Photo {number} of the return",
  preparing: "Preparing…",
  creditNote: "Download credit note",
});
/** ORDER_KINDS' titles, with the order's number. */
const ORDER_TITLE: Record<OrderKind, Message> = { component: text.componentOrder, kit: text.kitOrder };

interface ReturnCardProps {
  value: CustomerReturn;
  /** On the list of all returns, each names and links its order. */
  showOrder?: boolean;
  /** 2 on the returns page, right under its title; 3 on an order, under its "Returns" heading. */
  headingLevel?: 2 | 3;
}

/** One return as its customer follows it: status, what went back, the refund and where it goes, every step. */
export function ReturnCard({ value, showOrder = false, headingLevel = 3 }: ReturnCardProps) {
  const { token } = useSession();
  const download = useDownload();
  const { creditNote } = value;
  const headingId = `return-${value._id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  const english = useLanguage() === "en";
  const longDate = useLongDate();
  const created = new Date(value.createdAt);

  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Heading id={headingId} className="font-bold text-slate-900">
            {t(text.returnOf, { date: english ? format(created, "d MMM yyyy") : longDate(created) })}
          </Heading>
          {showOrder && (
            <Link to={ORDER_KINDS[value.kind].customerPath(value.orderId)} className="text-sm font-semibold text-brand-700 hover:underline">
              {t(ORDER_TITLE[value.kind], { number: value.orderNumber })}
            </Link>
          )}
        </div>
        <ReturnStatusBadge status={value.status} />
      </header>
      <p className="mt-1 text-sm text-slate-600">{t(returnStatusHints[value.status])}</p>

      <ul className="mt-3 divide-y divide-slate-100 text-sm" aria-label={t(text.items)}>
        {value.lines.map((line) => (
          <li key={line.productId} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 text-slate-900">
              {line.name} <span className="text-slate-500">× {line.quantity}</span>
            </span>
            <span className="shrink-0 text-slate-700">{rupees(line.refund)}</span>
          </li>
        ))}
      </ul>

      <dl className="mt-2 space-y-1 border-t border-slate-100 pt-2 text-sm">
        {value.refundDelivery > 0 && (
          <div className="flex justify-between gap-3 text-slate-600">
            <dt>{t(text.deliveryFee)}</dt>
            <dd>{rupees(value.refundDelivery)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 font-semibold text-slate-900">
          <dt>{t(text.refund)}</dt>
          <dd>{rupees(value.refundAmount)}</dd>
        </div>
        {value.refundTo && (
          <div className="flex flex-wrap justify-between gap-x-3 text-slate-600">
            <dt>{t(text.paidTo)}</dt>
            <dd className="break-all">
              <RefundMethodText method={value.refundTo} />
            </dd>
          </div>
        )}
        {value.refundReference && (
          <div className="flex flex-wrap justify-between gap-x-3 text-slate-600">
            <dt>{t(text.reference)}</dt>
            <dd className="select-all font-mono text-slate-900">{value.refundReference}</dd>
          </div>
        )}
      </dl>

      {value.note && <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-600">{t(text.note, { note: value.note })}</p>}
      {value.photos.length > 0 && (
        <div className="mt-3 grid max-w-xs grid-cols-3 gap-2">
          {value.photos.map((path, index) => (
            <ProtectedImage key={path} path={path} token={token} alt={t(text.photo, { number: index + 1 })} />
          ))}
        </div>
      )}

      <div className="mt-3 border-t border-slate-100 pt-3">
        <ReturnHistory history={value.history} />
      </div>
      {creditNote && (
        <button
          type="button"
          onClick={() => void download.start(creditNoteDownload(value.kind, value.orderId, creditNote.number, token))}
          disabled={download.pending !== null}
          aria-busy={download.pending !== null || undefined}
          className={buttonClasses({ variant: "secondary", size: "sm", className: "mt-3 shadow-sm" })}
        >
          {download.pending ? t(text.preparing) : t(text.creditNote)}
          <span className="sr-only"> {creditNote.number}</span>
        </button>
      )}
    </article>
  );
}
