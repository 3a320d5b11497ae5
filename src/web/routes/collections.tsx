import { Link, useLocation } from "react-router";
import { hasFacetFilters } from "~/src/core/facets";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { CatalogResults } from "~/src/web/features/catalog/catalog-results";
import { catalogHref, parseCatalogParams } from "~/src/web/features/catalog/catalog-params";
import { CategoryFilter } from "~/src/web/features/catalog/category-filter";
import { FacetChips } from "~/src/web/features/catalog/facet-chips";
import { FacetPanel } from "~/src/web/features/catalog/facet-panel";
import { KitPromo } from "~/src/web/features/catalog/kit-promo";
import type { Route } from "./+types/collections";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseCatalogParams(new URL(request.url).searchParams);
  const [result, categories] = await Promise.all([
    context.storefront.queryProducts({
      category: params.category ?? undefined,
      q: params.q || undefined,
      sort: params.sort,
      page: params.page,
      filters: params.filters,
      withFacets: true,
    }),
    context.storefront.listCategories(),
  ]);
  return { result, categories, params };
}

function heading(category: string | null, q: string): string {
  if (q) return `Results for “${q}”`;
  return category ?? "All Components";
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Components | Tinkerwala" }];
  const { params, result } = data;
  const page = result.page > 1 ? ` – Page ${result.page}` : "";
  const subject = params.q ? `Search: ${params.q}` : (params.category ?? "All Components");
  return [
    { title: `${subject}${page} | Tinkerwala` },
    {
      name: "description",
      content: params.category
        ? `Buy ${params.category} online at Tinkerwala: ${result.total} parts for school labs and makers, GST included, cash on delivery across India.`
        : `Browse ${result.total} electronic components, sensors, boards and robotics parts for Atal Tinkering Labs and hobbyists. Prices include GST; cash on delivery.`,
    },
  ];
};

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { result, categories, params } = loaderData;
  const { pathname } = useLocation();
  const filtered = Boolean(params.q || params.category || hasFacetFilters(params.filters));
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Breadcrumbs trail={[{ to: "/", label: "Home" }]} current="Components" />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading(params.category, params.q)}</h1>
        {params.q && (
          <Link to={catalogHref(pathname, params, { q: "" })} className="text-sm font-semibold text-brand-700 hover:underline">
            Clear search
          </Link>
        )}
      </div>
      {params.q && params.category && <p className="mt-1 text-sm text-slate-600">In {params.category}</p>}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <CategoryFilter categories={categories} params={params} pathname={pathname} />
          <FacetPanel facets={result.facets ?? []} params={params} action={pathname} total={result.total} />
          <KitPromo className="mt-6 hidden lg:block" />
        </aside>
        <div className="min-w-0">
          <FacetChips params={params} pathname={pathname} />
          <CatalogResults
            result={result}
            params={params}
            empty={
              <>
                <p className="text-base font-semibold text-slate-800">No products found.</p>
                {filtered && (
                  <p className="mt-2 text-sm">
                    {hasFacetFilters(params.filters) ? (
                      <>
                        Try fewer filters (
                        <Link to={catalogHref(pathname, params, { filters: {} })} className="font-semibold text-brand-700 hover:underline">
                          clear filters
                        </Link>
                        ) or{" "}
                      </>
                    ) : (
                      "Try another word or "
                    )}
                    <Link to="/collections" className="font-semibold text-brand-700 hover:underline">
                      see all components
                    </Link>
                    .
                  </p>
                )}
              </>
            }
          />
          <KitPromo className="mt-8 lg:hidden" />
        </div>
      </div>
    </main>
  );
}
