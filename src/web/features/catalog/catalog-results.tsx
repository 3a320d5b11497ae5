import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Pagination } from "~/src/web/components/pagination";
import { ProductGrid } from "~/src/web/components/product-grid";
import type { ProductCardPage } from "~/src/core/shapes/product";
import { resultRange, type CatalogParams } from "./catalog-params";
import { SortSelect } from "./sort-select";

interface CatalogResultsProps {
  result: ProductCardPage;
  params: CatalogParams;
  /** What to show when nothing matched. */
  empty: ReactNode;
  /** Extra controls beside the sort (e.g. a search field). */
  tools?: ReactNode;
}

/** Count, sort, one page of cards and the page links. */
export function CatalogResults({ result, params, empty, tools }: CatalogResultsProps) {
  const location = useLocation();
  return (
    <section aria-label="Catalog results">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* A heading, so the cards' h3 titles sit under an h2 (heading order). */}
        <h2 className="text-sm font-normal text-slate-600" aria-live="polite">
          {resultRange(result.page, result.limit, result.total)}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {tools}
          <SortSelect params={params} action={location.pathname} />
        </div>
      </div>
      <ProductGrid products={result.products} empty={empty} eagerCount={4} label="Products" />
      <Pagination page={result.page} pages={result.pages} pathname={location.pathname} search={location.search} />
    </section>
  );
}
