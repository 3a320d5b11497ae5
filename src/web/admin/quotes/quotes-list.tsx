import { format } from "date-fns";
import { Link, useLocation, useSearchParams } from "react-router";
import type { Quote, QuoteStatus } from "~/src/core/shapes/quotes";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { rupees } from "~/src/web/lib/format";
import { QUOTE_STATUS_LABELS, QuoteStatusBadge } from "./quote-status";
import { useAdminQuotes } from "./quotes-api";

const PATH = "/admin/quotes";
// Requests first: they are what waits on staff.
const ORDER: readonly QuoteStatus[] = ["requested", "sent", "expired", "accepted", "superseded", "withdrawn"];
const FILTERS = [{ value: "", label: "All" }, ...ORDER.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] }))];

/** The status filter as links: one tap on a phone, and the URL says what is shown (a new filter starts at page 1). */
function StatusFilter({ current }: { current: string }) {
  return (
    <nav aria-label="Filter quotations by status" className="flex gap-2 overflow-x-auto pb-1">
      {FILTERS.map(({ value, label }) => (
        <Link
          key={label}
          to={value ? `${PATH}?status=${value}` : PATH}
          aria-current={current === value ? "page" : undefined}
          className="shrink-0 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-brand-300 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function QuoteRow({ quote }: { quote: Quote }) {
  return (
    <li>
      <Link to={`${PATH}/${encodeURIComponent(quote._id)}`} className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300">
        <div className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{quote.institution}</span>
            <span className="block text-sm text-slate-600">{quote.contactName}</span>
          </span>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <div className="mt-1 text-sm text-slate-700">
          <span className={quote.number ? "font-mono" : ""}>{quote.number ?? "Request"}</span> · Version {quote.version}
        </div>
        <div className="mt-2 flex items-center justify-between gap-3 text-sm">
          <time dateTime={quote.createdAt} className="text-slate-600">
            {format(new Date(quote.createdAt), "d MMM yyyy, HH:mm")}
          </time>
          <span className="font-semibold text-slate-900">{quote.totals ? rupees(quote.totals.total) : "Not priced yet"}</span>
        </div>
      </Link>
    </li>
  );
}

/** Quotations and requests, newest first, 20 a page; the status and page are in the URL. */
export function QuotesList() {
  const { search, pathname } = useLocation();
  const [params] = useSearchParams();
  const query = search.replace(/^\?/, "");
  const quotes = useAdminQuotes(query);
  const status = params.get("status") ?? "";

  let body;
  if (quotes.isPending) body = <SkeletonStack label="Loading quotations" count={4} itemClassName="h-28 rounded-xl" />;
  else if (quotes.isError)
    body = <LoadError title="We could not load the quotations." message={quotes.error.message} onRetry={() => quotes.refetch()} />;
  else if (quotes.data.quotes.length === 0)
    body = (
      <EmptyState
        title="No quotations here"
        message={status ? "No quotation has this status now." : "Requests from schools and other institutions appear here."}
      />
    );
  else
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">{quotes.data.total === 1 ? "1 quotation" : `${quotes.data.total} quotations`}</p>
        <ul className="grid gap-3 md:grid-cols-2">
          {quotes.data.quotes.map((quote) => (
            <QuoteRow key={quote._id} quote={quote} />
          ))}
        </ul>
        <Pagination page={quotes.data.page} pages={quotes.data.pages} search={query} pathname={pathname} />
      </>
    );

  return (
    <div className="space-y-4">
      <StatusFilter current={status} />
      {body}
    </div>
  );
}
