import { useLocation } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { hasFacetFilters } from "~/src/core/facets";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { CatalogResults } from "~/src/web/features/catalog/catalog-results";
import { catalogHref, parseCatalogParams } from "~/src/web/features/catalog/catalog-params";
import { CategoryFilter } from "~/src/web/features/catalog/category-filter";
import { FacetChips } from "~/src/web/features/catalog/facet-chips";
import { FacetPanel } from "~/src/web/features/catalog/facet-panel";
import { KitPromo } from "~/src/web/features/catalog/kit-promo";
import { defineMessages, type Translate } from "~/src/core/i18n";
import { languageOfPath, metaTranslator, useT } from "~/src/web/lib/i18n";
import type { Route } from "./+types/collections";

const text = defineMessages("catalog.collections", {
  resultsFor: "Results for “{q}”",
  allComponents: "All Components",
  metaFallback: "Components | Tinkerwala",
  metaSearch: "Search: {q}",
  metaPage: " – Page {page}",
  metaTitle: "{subject}{page} | Tinkerwala",
  metaCategory: "Buy {category} online at Tinkerwala: {total} parts for school labs and makers, GST included, cash on delivery across India.",
  metaAll:
    "Browse {total} electronic components, sensors, boards and robotics parts for Atal Tinkering Labs and hobbyists. Prices include GST; cash on delivery.",
  home: "Home",
  components: "Components",
  clearSearch: "Clear search",
  inCategory: "In {category}",
  noProducts: "No products found.",
  tryFewer: "Try fewer filters (",
  clearFilters: "clear filters",
  tryFewerAfter: ") or ",
  tryAnother: "Try another word or ",
  seeAll: "see all components",
  end: ".",
});

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
  // Hindi pages show the categories' Hindi names where staff gave them (issue 33); filters keep the English name.
  const namesHi = languageOfPath(new URL(request.url).pathname) === "hi" ? await context.storefront.hindiCategoryNames() : {};
  return { result, categories, params, namesHi };
}

function heading(category: string | null, q: string, t: Translate, namesHi: Record<string, string>): string {
  if (q) return t(text.resultsFor, { q });
  return category ? namesHi[category] || category : t(text.allComponents);
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  const t = metaTranslator(args);
  if (!data) return [{ title: t(text.metaFallback) }];
  // Data from before Hindi category names (a page kept across a deploy) has none.
  const { params, result, namesHi = {} } = data;
  const category = params.category && (namesHi[params.category] || params.category);
  const page = result.page > 1 ? t(text.metaPage, { page: result.page }) : "";
  const subject = params.q ? t(text.metaSearch, { q: params.q }) : category || t(text.allComponents);
  return [
    { title: t(text.metaTitle, { subject, page }) },
    {
      name: "description",
      content: category ? t(text.metaCategory, { category, total: result.total }) : t(text.metaAll, { total: result.total }),
    },
  ];
};

export default function Collections({ loaderData }: Route.ComponentProps) {
  const { result, categories, params, namesHi } = loaderData;
  const { pathname } = useLocation();
  const t = useT();
  const filtered = Boolean(params.q || params.category || hasFacetFilters(params.filters));
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <Breadcrumbs trail={[{ to: "/", label: t(text.home) }]} current={t(text.components)} />
      <div className="mt-2 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading(params.category, params.q, t, namesHi)}</h1>
        {params.q && (
          <Link to={catalogHref(pathname, params, { q: "" })} className="text-sm font-semibold text-brand-700 hover:underline">
            {t(text.clearSearch)}
          </Link>
        )}
      </div>
      {params.q && params.category && (
        <p className="mt-1 text-sm text-slate-600">{t(text.inCategory, { category: namesHi[params.category] || params.category })}</p>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <CategoryFilter categories={categories} namesHi={namesHi} params={params} pathname={pathname} />
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
                <p className="text-base font-semibold text-slate-800">{t(text.noProducts)}</p>
                {filtered && (
                  <p className="mt-2 text-sm">
                    {hasFacetFilters(params.filters) ? (
                      <>
                        {t(text.tryFewer)}
                        <Link to={catalogHref(pathname, params, { filters: {} })} className="font-semibold text-brand-700 hover:underline">
                          {t(text.clearFilters)}
                        </Link>
                        {t(text.tryFewerAfter)}
                      </>
                    ) : (
                      t(text.tryAnother)
                    )}
                    <Link to="/collections" className="font-semibold text-brand-700 hover:underline">
                      {t(text.seeAll)}
                    </Link>
                    {t(text.end)}
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
