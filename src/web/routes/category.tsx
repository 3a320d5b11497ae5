import { useEffect } from "react";
import { useLocation } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { hasFacetFilters } from "~/src/core/facets";
import { toast } from "~/src/web/lib/toast";
import { QuickLinksBar } from "~/src/web/components/quick-links-bar";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { CatalogResults } from "~/src/web/features/catalog/catalog-results";
import { catalogHref, parseCatalogParams } from "~/src/web/features/catalog/catalog-params";
import { CategorySearch } from "~/src/web/features/catalog/category-search";
import { CategoryTiles } from "~/src/web/features/catalog/category-tiles";
import { FacetChips } from "~/src/web/features/catalog/facet-chips";
import { FacetPanel } from "~/src/web/features/catalog/facet-panel";
import { defineMessages } from "~/src/core/i18n";
import { languageOfPath, metaTranslator, useT } from "~/src/web/lib/i18n";
import type { Route } from "./+types/category";

const text = defineMessages("catalog.category", {
  metaTitle: "Shop by Category | Tinkerwala",
  metaDescription: "Choose a category of electronic components, sensors, motors, displays and kits to see its products at Tinkerwala.",
  metaPage: " – Page {page}",
  metaCategoryTitle: "{category}{page} | Tinkerwala",
  metaCategoryDescription: "All {category} at Tinkerwala, sorted and searchable. Prices include GST; cash on delivery across India.",
  empty: "No products available in this category.",
  heading: "Shop by Category",
  pleaseSelect: "Please select a category from Quick Search above.",
  home: "Home",
  quickSearch: "Quick Search",
  noMatch: "Nothing in {category} matches “{q}”.",
  noMatchFilters: "Nothing in {category} matches these filters.",
  showAll: "Show all {category}",
  browseAll: "Browse all components",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = parseCatalogParams(url.searchParams);
  const [categories, namesHi, result] = await Promise.all([
    context.storefront.listCategories(),
    languageOfPath(url.pathname) === "hi" ? context.storefront.hindiCategoryNames() : ({} as Record<string, string>),
    params.category
      ? context.storefront.queryProducts({
          category: params.category,
          q: params.q || undefined,
          sort: params.sort,
          page: params.page,
          filters: params.filters,
          withFacets: true,
        })
      : null,
  ]);
  return { categories, namesHi, params, result };
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  const t = metaTranslator(args);
  const category = data?.params.category && (data.namesHi?.[data.params.category] || data.params.category);
  if (!data || !category) {
    return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
  }
  const page = data.result && data.result.page > 1 ? t(text.metaPage, { page: data.result.page }) : "";
  return [{ title: t(text.metaCategoryTitle, { category, page }) }, { name: "description", content: t(text.metaCategoryDescription, { category }) }];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { categories, namesHi, params, result } = loaderData;
  // The category as the page's reader knows it: its Hindi name on a Hindi page where staff gave one.
  const categoryName = params.category && (namesHi[params.category] || params.category);
  const { pathname } = useLocation();
  const t = useT();
  const emptyCategory = Boolean(params.category && result && result.total === 0 && !params.q && !hasFacetFilters(params.filters));

  useEffect(() => {
    if (emptyCategory) toast.info(t(text.empty), { id: `empty-category-${params.category}` });
  }, [emptyCategory, params.category, t]);

  return (
    <>
      <QuickLinksBar categories={categories} active={params.category} namesHi={namesHi} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {!params.category || !result ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
            <p className="mt-4 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900">{t(text.pleaseSelect)}</p>
            <div className="mt-8">
              <CategoryTiles categories={categories} namesHi={namesHi} />
            </div>
          </>
        ) : (
          <>
            <Breadcrumbs
              trail={[
                { to: "/", label: t(text.home) },
                { to: "/quicksearch", label: t(text.quickSearch) },
              ]}
              current={categoryName}
            />
            <h1 className="mb-6 mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{categoryName}</h1>
            <div className={result.facets?.length ? "grid grid-cols-1 gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8" : undefined}>
              {result.facets?.length ? (
                <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
                  <FacetPanel facets={result.facets} params={params} action={pathname} total={result.total} />
                </aside>
              ) : null}
              <div className="min-w-0">
                <FacetChips params={params} pathname={pathname} />
                <CatalogResults
                  result={result}
                  params={params}
                  tools={<CategorySearch params={params} action={pathname} />}
                  empty={
                    params.q || hasFacetFilters(params.filters) ? (
                      <>
                        <p className="font-semibold text-slate-800">
                          {params.q ? t(text.noMatch, { category: categoryName, q: params.q }) : t(text.noMatchFilters, { category: categoryName })}
                        </p>
                        <Link
                          to={catalogHref(pathname, params, { q: "", filters: {} })}
                          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                        >
                          {t(text.showAll, { category: categoryName })}
                        </Link>
                      </>
                    ) : (
                      <>
                        <p className="font-semibold text-slate-800">{t(text.empty)}</p>
                        <Link to="/collections" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                          {t(text.browseAll)}
                        </Link>
                      </>
                    )
                  }
                />
              </div>
            </div>
          </>
        )}
      </main>
    </>
  );
}
