import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { toast } from "~/src/web/lib/toast";
import { ProductGrid } from "~/src/web/components/product-grid";
import { buttonClasses } from "~/src/web/components/ui/button";
import { EmptyNote } from "~/src/web/components/ui/empty-state";
import { ProductCardSkeleton } from "~/src/web/components/ui/skeleton";
import { queryKeys } from "~/src/web/lib/query-keys";
import { fetchCategories, fetchProductsPage } from "./home-api";
import { SectionHeading } from "./section-heading";
import { useNearViewport } from "./use-near-viewport";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("home.categories", {
  loadFailed: "Error fetching categories",
  title: "Shop by Category",
  subtitle: "Pick a category to see its components.",
  category: "Category",
  none: "None",
  all: "All",
  noneChosen: "No category chosen. Pick one above to see its components.",
  failed: "These products could not be loaded. Please try again in a moment.",
  empty: "No products in this category yet.",
  viewAllIn: "View all {total} {category}",
  viewAll: "View all {total} components",
  loading: "Loading products",
});

export const NONE = "None";
export const ALL = "All";

/**
 * The home category filter (§2): 'None' shows nothing, 'All' everything, a category its products.
 * Category names load in the browser; a failure shows 'Error fetching categories' (§8). The products
 * load when the section nears the screen (or a category is picked), not while the page starts.
 */
export function CategoryStrip() {
  const t = useT();
  const localized = useLocalizedText();
  const selectId = useId();
  const [choice, setChoice] = useState<string>(ALL);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [picked, setPicked] = useState(false);
  const near = useNearViewport(section);
  const categories = useQuery({
    queryKey: queryKeys.categoryNames(),
    queryFn: ({ signal }) => fetchCategories(signal),
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
    if (categories.isError) toast.error(t(text.loadFailed));
  }, [categories.isError, t]);
  const categoryName = (name: string) => localized(name, categories.data?.find((entry) => entry.name === name)?.nameHi);

  const viewAll = category ? `/collections?${new URLSearchParams({ category })}` : "/collections";
  return (
    <section ref={setSection} aria-labelledby="category-strip-heading">
      <SectionHeading id="category-strip-heading" title={t(text.title)} subtitle={t(text.subtitle)}>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-600">
            {t(text.category)}
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
            <option value={NONE}>{t(text.none)}</option>
            <option value={ALL}>{t(text.all)}</option>
            {(categories.data ?? []).map(({ name, nameHi }) => (
              <option key={name} value={name}>
                {localized(name, nameHi)}
              </option>
            ))}
          </select>
        </div>
      </SectionHeading>
      <div aria-live="polite" aria-busy={products.isFetching}>
        {choice === NONE ? (
          <EmptyNote>{t(text.noneChosen)}</EmptyNote>
        ) : products.isPending ? (
          <StripSkeleton label={t(text.loading)} />
        ) : products.isError ? (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">{t(text.failed)}</p>
        ) : (
          <div className={products.isPlaceholderData ? "opacity-60 transition" : "transition"}>
            <ProductGrid products={products.data.products} columns="wide" empty={<p>{t(text.empty)}</p>} />
            {products.data.total > products.data.products.length && (
              <div className="mt-5 text-center">
                <Link to={viewAll} className={buttonClasses()}>
                  {category
                    ? t(text.viewAllIn, { total: products.data.total, category: categoryName(category) })
                    : t(text.viewAll, { total: products.data.total })}
                </Link>
              </div>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function StripSkeleton({ label }: { label: string }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <ProductCardSkeleton key={index} as="li" />
      ))}
    </ul>
  );
}
