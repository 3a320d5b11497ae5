import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Pagination } from "~/src/web/components/pagination";
import { ProductGrid } from "~/src/web/components/product-grid";
import type { ProductCardPage } from "~/src/core/shapes/product";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { resultRange, type CatalogParams } from "./catalog-params";
import { SortSelect } from "./sort-select";

const text = defineMessages("catalog.results", { landmark: "Catalog results", products: "Products" });

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
  const t = useT();
  return (
    <section aria-label={t(text.landmark)}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        {/* A heading, so the cards' h3 titles sit under an h2 (heading order). */}
        <h2 className="text-sm font-normal text-slate-600" aria-live="polite">
          {resultRange(result.page, result.limit, result.total, t)}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          {tools}
          <SortSelect params={params} action={location.pathname} />
        </div>
      </div>
      <ProductGrid products={result.products} empty={empty} eagerCount={4} label={t(text.products)} />
      <Pagination page={result.page} pages={result.pages} pathname={location.pathname} search={location.search} />
    </section>
  );
}
