import { PRODUCT_SORTS, type ProductSort } from "~/src/core/constants";
import { facetParamPairs, readFacetFilters, type FacetFilters } from "~/src/core/facets";
import { defineMessages, type Message, type Translate } from "~/src/core/i18n";
import { compiledTranslator } from "~/src/web/lib/compiled-message";

/** What a catalog address (?category=&q=&sort=&page= and the attribute filters) asks for, cleaned up. */
export interface CatalogParams {
  category: string | null;
  q: string;
  sort: ProductSort;
  page: number;
  filters: FacetFilters;
}

const MAX_PAGE = 100_000;

export function parseCatalogParams(params: URLSearchParams): CatalogParams {
  const category = params.get("category")?.trim().slice(0, 100) || null;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const rawSort = params.get("sort");
  const sort = (PRODUCT_SORTS as readonly string[]).includes(rawSort ?? "") ? (rawSort as ProductSort) : "relevance";
  const rawPage = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(rawPage) ? Math.min(MAX_PAGE, Math.max(1, rawPage)) : 1;
  // A value no facet knows is dropped (as a nonsense sort is): a page answers with what it understood.
  const { filters } = readFacetFilters((name) => params.getAll(name));
  return { category, q, sort, page, filters };
}

/** A catalog address with the given changes; the page goes back to 1 unless set. */
export function catalogHref(pathname: string, current: CatalogParams, changes: Partial<CatalogParams>): string {
  const next = { ...current, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.category) params.set("category", next.category);
  if (next.q) params.set("q", next.q);
  if (next.sort !== "relevance") params.set("sort", next.sort);
  for (const [name, value] of facetParamPairs(next.filters)) params.append(name, value);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const SORT_LABELS: Record<ProductSort, Message> = defineMessages("catalog.sort", {
  relevance: "Relevance",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
});

const rangeText = defineMessages("catalog.range", {
  none: "0 products",
  count: "{total, plural, =1 {1 product} other {{total} products}}",
  showing: "Showing {first}–{last} of {total, plural, =1 {1 product} other {{total} products}}",
});

const english = compiledTranslator("en");

/** "Showing 25–48 of 90 products", in the language of `t` (the page's: useT()). */
export function resultRange(page: number, limit: number, total: number, t: Translate = english): string {
  if (total === 0) return t(rangeText.none);
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  if (first > total) return t(rangeText.count, { total });
  return t(rangeText.showing, { first, last, total });
}
