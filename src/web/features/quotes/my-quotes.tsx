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
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("quotes.mine", {
  loading: "Loading your quotations",
  loadFailed: "We could not load your quotations.",
  emptyTitle: "No quotations yet",
  emptyMessage: "Paste your parts list and we will send a quotation your school can approve.",
  request: "Request a quotation",
  pending: "Quotation request",
  version: " · version {version}",
  lines: " · {count} lines",
});

/** The customer's quotations, every version, newest first. */
export function MyQuotes() {
  const { token } = useSession();
  const query = useQuery({ queryKey: quoteKeys.mine(token), queryFn: () => fetchMyQuotes(token!), enabled: Boolean(token) });
  const t = useT();
  if (query.isPending) return <SkeletonStack label={t(text.loading)} count={3} itemClassName="h-20 rounded-xl" />;
  if (query.isError) return <LoadError title={t(text.loadFailed)} message={query.error.message} onRetry={() => query.refetch()} />;
  if (query.data.quotes.length === 0) {
    return (
      <EmptyState title={t(text.emptyTitle)} message={t(text.emptyMessage)}>
        <Link to="/quote" className={buttonClasses({ className: "mt-6" })}>
          {t(text.request)}
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
              {quote.number ?? t(text.pending)}
              {t(text.version, { version: quote.version })}
            </Link>
            <p className="text-sm text-slate-600">
              {quote.institution}
              {t(text.lines, { count: quote.lines.length })}
              {quote.totals && ` · ${rupees(quote.totals.total)}`}
            </p>
          </div>
          <StatusBadge status={quote.status} />
        </li>
      ))}
    </ul>
  );
}
