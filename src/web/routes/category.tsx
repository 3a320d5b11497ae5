import { useEffect } from "react";
import { Link, useLocation } from "react-router";
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
import type { Route } from "./+types/category";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseCatalogParams(new URL(request.url).searchParams);
  const [categories, result] = await Promise.all([
    context.storefront.listCategories(),
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
  return { categories, params, result };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const category = data?.params.category;
  if (!category) {
    return [
      { title: "Shop by Category | Tinkerwala" },
      {
        name: "description",
        content: "Choose a category of electronic components, sensors, motors, displays and kits to see its products at Tinkerwala.",
      },
    ];
  }
  const page = data.result && data.result.page > 1 ? ` – Page ${data.result.page}` : "";
  return [
    { title: `${category}${page} | Tinkerwala` },
    { name: "description", content: `All ${category} at Tinkerwala, sorted and searchable. Prices include GST; cash on delivery across India.` },
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { categories, params, result } = loaderData;
  const { pathname } = useLocation();
  const emptyCategory = Boolean(params.category && result && result.total === 0 && !params.q && !hasFacetFilters(params.filters));

  useEffect(() => {
    if (emptyCategory) toast.info("No products available in this category.", { id: `empty-category-${params.category}` });
  }, [emptyCategory, params.category]);

  return (
    <>
      <QuickLinksBar categories={categories} active={params.category} />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        {!params.category || !result ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Shop by Category</h1>
            <p className="mt-4 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-brand-900">
              Please select a category from Quick Search above.
            </p>
            <div className="mt-8">
              <CategoryTiles categories={categories} />
            </div>
          </>
        ) : (
          <>
            <Breadcrumbs
              trail={[
                { to: "/", label: "Home" },
                { to: "/quicksearch", label: "Quick Search" },
              ]}
              current={params.category}
            />
            <h1 className="mb-6 mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{params.category}</h1>
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
                          {params.q ? `Nothing in ${params.category} matches “${params.q}”.` : `Nothing in ${params.category} matches these filters.`}
                        </p>
                        <Link
                          to={catalogHref(pathname, params, { q: "", filters: {} })}
                          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                        >
                          Show all {params.category}
                        </Link>
                      </>
                    ) : (
                      <>
                        <p className="font-semibold text-slate-800">No products available in this category.</p>
                        <Link to="/collections" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                          Browse all components
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
