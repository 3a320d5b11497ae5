import { Link } from "react-router";
import type { Quote } from "~/src/core/shapes/quotes";

const href = (id: string) => `/admin/quotes/${encodeURIComponent(id)}`;

/** A revision is a new quotation: links to the version it revises and the one that replaced it. */
export function QuoteVersions({ quote }: { quote: Quote }) {
  if (!quote.supersedes && !quote.supersededBy) return null;
  return (
    <nav aria-label="Versions" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {quote.supersedes && (
        <Link to={href(quote.supersedes)} className="font-medium text-brand-700 hover:underline">
          ← Version {quote.version - 1}, which this revises
        </Link>
      )}
      {quote.supersededBy && (
        <Link to={href(quote.supersededBy)} className="font-medium text-brand-700 hover:underline">
          Version {quote.version + 1}, which replaced this →
        </Link>
      )}
    </nav>
  );
}
