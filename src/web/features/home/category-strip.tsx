import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { ProductGrid } from "~/src/web/components/product-grid";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { ProductCardSkeleton } from "~/src/web/components/ui/skeleton";
import { queryKeys } from "~/src/web/lib/query-keys";
import { fetchCategoryNames, fetchProductsPage } from "./home-api";
import { SectionHeading } from "./section-heading";
import { useNearViewport } from "./use-near-viewport";

export const NONE = "None";
export const ALL = "All";

/**
 * The home category filter (§2): 'None' shows nothing, 'All' everything, a category its products.
 * Category names load in the browser; a failure shows 'Error fetching categories' (§8). The products
 * load when the section nears the screen (or a category is picked), not while the page starts.
 */
export function CategoryStrip() {
  const selectId = useId();
  const [choice, setChoice] = useState<string>(ALL);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [picked, setPicked] = useState(false);
  const near = useNearViewport(section);
  const categories = useQuery({
    queryKey: queryKeys.categoryNames(),
    queryFn: ({ signal }) => fetchCategoryNames(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const category = choice === ALL || choice === NONE ? null : choice;
  const products = useQuery({
    queryKey: queryKeys.homeCategoryProducts(category),
    queryFn: ({ signal }) => fetchProductsPage(category, signal),
    enabled: choice !== NONE && (near || picked),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (categories.isError) toast.error("Error fetching categories");
  }, [categories.isError]);

  const viewAll = category ? `/collections?${new URLSearchParams({ category })}` : "/collections";
  return (
    <section ref={setSection} aria-labelledby="category-strip-heading">
      <SectionHeading id="category-strip-heading" title="Shop by Category" subtitle="Pick a category to see its components.">
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-600">
            Category
          </label>
          <select
            id={selectId}
            value={choice}
            onChange={(event) => {
              setPicked(true);
              setChoice(event.target.value);
            }}
            className="h-10 max-w-[14rem] rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-medium text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          >
            <option value={NONE}>{NONE}</option>
            <option value={ALL}>{ALL}</option>
            {(categories.data ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </SectionHeading>
      <div aria-live="polite" aria-busy={products.isFetching}>
        {choice === NONE ? (
          <EmptyNote>No category chosen. Pick one above to see its components.</EmptyNote>
        ) : products.isPending ? (
          <StripSkeleton />
        ) : products.isError ? (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
            These products could not be loaded. Please try again in a moment.
          </p>
        ) : (
          <div className={products.isPlaceholderData ? "opacity-60 transition" : "transition"}>
            <ProductGrid products={products.data.products} columns="wide" empty={<p>No products in this category yet.</p>} />
            {products.data.total > products.data.products.length && (
              <div className="mt-5 text-center">
                <Link to={viewAll} className={buttonClasses()}>
                  View all {products.data.total} {category ?? "components"}
                </Link>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function StripSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5" aria-label="Loading products">
      {Array.from({ length: 5 }, (_, index) => (
        <ProductCardSkeleton key={index} as="li" />
      ))}
    </ul>
  );
}
