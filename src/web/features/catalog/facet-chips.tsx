import { Link } from "~/src/web/lib/localized-router";
import { facetParamPairs, hasFacetFilters, toggleFacetValue } from "~/src/core/facets";
import { defineMessages } from "~/src/core/i18n";
import { CloseIcon } from "~/src/web/components/icons";
import { useT } from "~/src/web/lib/i18n";
import { catalogHref, type CatalogParams } from "./catalog-params";
import { useFacetWords } from "./facet-text";

const text = defineMessages("catalog.chips", {
  chosen: "Chosen filters",
  chip: "{facet}: {value}",
  remove: "Remove filter {filter}",
  clear: "Clear filters",
});

/** The chosen filters as chips, each a link to the same list without it, and a link clearing them all. */
export function FacetChips({ params, pathname }: { params: CatalogParams; pathname: string }) {
  const t = useT();
  const words = useFacetWords();
  if (!hasFacetFilters(params.filters)) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" aria-label={t(text.chosen)} role="group">
      {facetParamPairs(params.filters).map(([name, value]) => {
        const label = t(text.chip, { facet: words.facetLabel(name), value: words.valueLabel(name, value) });
        return (
          <Link
            key={`${name}=${value}`}
            to={catalogHref(pathname, params, { filters: toggleFacetValue(params.filters, name, value) })}
            preventScrollReset
            aria-label={t(text.remove, { filter: label })}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-2 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {label}
            <CloseIcon width={14} height={14} aria-hidden="true" />
          </Link>
        );
      })}
      <Link to={catalogHref(pathname, params, { filters: {} })} preventScrollReset className="text-sm font-semibold text-brand-700 hover:underline">
        {t(text.clear)}
      </Link>
    </div>
  );
}
