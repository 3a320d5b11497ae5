import { useQuery } from "@tanstack/react-query";
import { Link } from "~/src/web/lib/localized-router";
import { LoadError } from "~/src/web/components/load-error";
import { StatusBadge } from "~/src/web/components/status-badge";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { buttonClasses } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import { useSession } from "~/src/web/shop/session";
import { quoteKeys } from "./quote-keys";
import { fetchMyQuotes } from "./quotes-api";

/** The customer's quotations, every version, newest first. */
export function MyQuotes() {
  const { token } = useSession();
  const query = useQuery({ queryKey: quoteKeys.mine(token), queryFn: () => fetchMyQuotes(token!), enabled: Boolean(token) });
  if (query.isPending) return <SkeletonStack label="Loading your quotations" count={3} itemClassName="h-20 rounded-xl" />;
  if (query.isError) return <LoadError title="We could not load your quotations." message={query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.quotes.length === 0) {
    return (
      <EmptyState title="No quotations yet" message="Paste your parts list and we will send a quotation your school can approve.">
        <Link to="/quote" className={buttonClasses({ className: "mt-6" })}>
          Request a quotation
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3">
      {query.data.quotes.map((quote) => (
        <li key={quote._id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div>
            <Link to={`/quotes/${quote._id}`} className="font-semibold text-slate-900 hover:text-brand-700">
              {quote.number ?? "Quotation request"} · version {quote.version}
            </Link>
            <p className="text-sm text-slate-600">
              {quote.institution} · {quote.lines.length} lines{quote.totals && ` · ${rupees(quote.totals.total)}`}
            </p>
          </div>
          <StatusBadge status={quote.status} />
        </li>
      ))}
    </ul>
  );
}
