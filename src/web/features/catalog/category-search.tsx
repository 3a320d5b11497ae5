import { useId } from "react";
import { Form } from "~/src/web/lib/localized-router";
import { SearchIcon } from "~/src/web/components/icons";
import { Button } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import type { CatalogParams } from "./catalog-params";

const text = defineMessages("catalog.categorySearch", {
  searchIn: "Search in {category}",
  searchHere: "Search in this category",
  placeholder: "Search this category",
  search: "Search",
});

/** Search inside the chosen category; the server does the matching (name contains the text). */
export function CategorySearch({ params, action }: { params: CatalogParams; action: string }) {
  const id = useId();
  const t = useT();
  return (
    <Form method="get" action={action} role="search" className="relative flex items-center" preventScrollReset>
      {params.category && <input type="hidden" name="category" value={params.category} />}
      {params.sort !== "relevance" && <input type="hidden" name="sort" value={params.sort} />}
      <label htmlFor={id} className="sr-only">
        {params.category ? t(text.searchIn, { category: params.category }) : t(text.searchHere)}
      </label>
      <SearchIcon width={16} height={16} className="pointer-events-none absolute left-3 text-slate-400" />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.q}
        key={params.q}
        maxLength={100}
        placeholder={t(text.placeholder)}
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-20 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:w-64"
      />
      <Button type="submit" size="xs" className="absolute right-1">
        {t(text.search)}
      </Button>
    </Form>
  );
}
