import { useId } from "react";
import { useSubmit } from "react-router";
import { Form } from "~/src/web/lib/localized-router";
import { PRODUCT_SORTS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { SORT_LABELS, type CatalogParams } from "./catalog-params";

const text = defineMessages("catalog.sortSelect", { label: "Sort by", apply: "Apply" });

/** Relevance, low-high, high-low (§2): changing it reloads the page sorted by the server. */
export function SortSelect({ params, action }: { params: CatalogParams; action: string }) {
  const id = useId();
  const submit = useSubmit();
  const t = useT();
  return (
    <Form method="get" action={action} className="flex items-center gap-2" preventScrollReset>
      {params.category && <input type="hidden" name="category" value={params.category} />}
      {params.q && <input type="hidden" name="q" value={params.q} />}
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-slate-600">
        {t(text.label)}
      </label>
      <select
        id={id}
        name="sort"
        defaultValue={params.sort}
        key={params.sort}
        onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
        className="h-10 rounded-lg border border-slate-300 bg-white pl-3 pr-8 text-sm font-medium text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-10 rounded-lg border border-slate-300 px-3 text-sm">
          {t(text.apply)}
        </button>
      </noscript>
    </Form>
  );
}
