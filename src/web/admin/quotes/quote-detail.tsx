import { format, parseISO } from "date-fns";
import { useState } from "react";
import { Link } from "react-router";
import type { Quote } from "~/src/core/shapes/quotes";
import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { Panel } from "~/src/web/admin/common/panel";
import { QuoteActions } from "./quote-actions";
import { QuoteBuyer } from "./quote-buyer";
import { QuoteEditor } from "./quote-editor";
import { QuoteLines, QuoteTotals } from "./quote-figures";
import { QuoteStatusBadge } from "./quote-status";
import { QuoteVersions } from "./quote-versions";
import { useAdminQuote } from "./quotes-api";

const day = (date: string) => format(parseISO(date), "d MMM yyyy");
const moment = (instant: string) => format(new Date(instant), "d MMM yyyy, HH:mm");

/** Where the quotation stands, and for an accepted one the order it became. */
function StatusLine({ quote }: { quote: Quote }) {
  const text = {
    requested: `Price the lines, then send: the quotation takes its number and is mailed with its PDF to ${quote.email}.`,
    sent: `Sent ${quote.sentAt ? moment(quote.sentAt) : ""}; the buyer may accept it until ${quote.validUntil ? day(quote.validUntil) : "its last day"}.`,
    expired: `Its validity ended on ${quote.validUntil ? day(quote.validUntil) : "its last day"}: revise it to quote again.`,
    accepted: `Accepted ${quote.acceptedAt ? moment(quote.acceptedAt) : ""}.`,
    superseded: "A later version replaced this one; it stays readable as it was sent.",
    withdrawn: "Withdrawn: the buyer can no longer accept it.",
  }[quote.status];
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>{text}</p>
      {quote.status === "accepted" && (
        <p>
          {quote.orderId && (
            <Link to={`/admin/orders/${encodeURIComponent(quote.orderId)}`} className="font-semibold text-brand-700 hover:underline">
              Open the order
            </Link>
          )}
          {quote.poNumber ? ` · Purchase order ${quote.poNumber}` : " · No purchase order number given"}
        </p>
      )}
    </div>
  );
}

/** Validity and terms as sent. */
function Terms({ quote }: { quote: Quote }) {
  return (
    <Panel title="Validity and terms">
      <p className="text-sm text-slate-900">{quote.validUntil ? `Valid until ${day(quote.validUntil)}` : "Valid for 15 days from sending"}</p>
      {quote.terms && <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{quote.terms}</p>}
    </Panel>
  );
}

function Body({ quote }: { quote: Quote }) {
  const [revising, setRevising] = useState(false);
  const editing = quote.status === "requested";
  return (
    <>
      {!revising && <QuoteActions quote={quote} onRevise={() => setRevising(true)} />}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4">
          {editing || revising ? (
            <QuoteEditor key={`${quote._id}-${revising}`} quote={quote} revising={revising} onCancel={() => setRevising(false)} />
          ) : (
            <QuoteLines quote={quote} />
          )}
          {editing && quote.totals && (
            <Panel title="Totals as saved">
              <QuoteTotals totals={quote.totals} />
            </Panel>
          )}
        </div>
        <div className="space-y-4">
          <QuoteBuyer quote={quote} />
          {!editing && <Terms quote={quote} />}
        </div>
      </div>
    </>
  );
}

/** One quotation for staff: the request, its pricing or what was sent, and the steps it allows. */
export function QuoteDetail({ id }: { id: string }) {
  const query = useAdminQuote(id);
  if (query.isPending) return <SkeletonStack label="Loading the quotation" count={3} itemClassName="h-32 rounded-xl" />;
  if (query.isError) return <LoadError title="We could not load this quotation." message={query.error.message} onRetry={() => query.refetch()} />;
  const quote = query.data;
  return (
    <div className="space-y-4">
      <Link to="/admin/quotes" className="text-sm font-medium text-brand-700 hover:underline">
        ← Quotations
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold text-slate-900">{quote.number ?? `Request from ${quote.institution}`}</h1>
          <p className="text-sm text-slate-600">
            Version {quote.version}
            {quote.number && ` · ${quote.institution}`}
          </p>
        </div>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <QuoteVersions quote={quote} />
      <StatusLine quote={quote} />
      <Body key={`${quote._id}-${quote.status}`} quote={quote} />
    </div>
  );
}
