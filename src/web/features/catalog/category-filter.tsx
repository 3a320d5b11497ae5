import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { catalogHref, type CatalogParams } from "./catalog-params";

const text = defineMessages("catalog.categoryFilter", { all: "All", landmark: "Filter by category", heading: "Categories" });

interface CategoryFilterProps {
  categories: string[];
  /** Hindi names by English name (issue 33); links keep the English name. */
  namesHi?: Record<string, string>;
  params: CatalogParams;
  pathname: string;
}

/** 'All' plus each category, as links (§2); a sideways strip on phones, a list beside the grid on desktop. */
export function CategoryFilter({ categories, namesHi = {}, params, pathname }: CategoryFilterProps) {
  const t = useT();
  const options: Array<{ label: string; value: string | null }> = [
    { label: t(text.all), value: null },
    ...categories.map((name) => ({ label: namesHi[name] || name, value: name })),
  ];
  return (
    <nav aria-label={t(text.landmark)}>
      <h2 className="mb-2 hidden text-xs font-semibold uppercase tracking-wider text-slate-500 lg:block">{t(text.heading)}</h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-0.5 lg:overflow-visible lg:px-0">
        {options.map((option) => {
          const current = option.value === params.category;
          return (
            <li key={option.label} className="shrink-0">
              <Link
                to={catalogHref(pathname, params, { category: option.value, page: 1 })}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`block whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition lg:rounded-lg lg:border-0 lg:px-3 lg:py-2 ${
                  current
                    ? "border-brand-600 bg-brand-600 text-white lg:bg-brand-50 lg:text-brand-700"
                    : "border-slate-200 bg-white text-slate-700 hover:bg-slate-100"
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
