import { Link } from "react-router";
import { facetParamPairs, FACET_BY_NAME, facetValueLabel, hasFacetFilters, toggleFacetValue } from "~/src/core/facets";
import { CloseIcon } from "~/src/web/components/icons";
import { catalogHref, type CatalogParams } from "./catalog-params";

/** The chosen filters as chips, each a link to the same list without it, and a link clearing them all. */
export function FacetChips({ params, pathname }: { params: CatalogParams; pathname: string }) {
  if (!hasFacetFilters(params.filters)) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" aria-label="Chosen filters" role="group">
      {facetParamPairs(params.filters).map(([name, value]) => {
        const label = `${FACET_BY_NAME[name].label}: ${facetValueLabel(name, value)}`;
        return (
          <Link
            key={`${name}=${value}`}
            to={catalogHref(pathname, params, { filters: toggleFacetValue(params.filters, name, value) })}
            preventScrollReset
            aria-label={`Remove filter ${label}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {label}
            <CloseIcon width={14} height={14} aria-hidden="true" />
          </Link>
        );
      })}
      <Link to={catalogHref(pathname, params, { filters: {} })} preventScrollReset className="text-sm font-semibold text-brand-700 hover:underline">
        Clear filters
      </Link>
    </div>
  );
}
