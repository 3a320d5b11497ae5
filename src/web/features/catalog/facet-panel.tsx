import { useId } from "react";
import { useSubmit } from "react-router";
import { Form } from "~/src/web/lib/localized-router";
import { FACET_NAMES } from "~/src/core/facets";
import type { Facet } from "~/src/core/shapes/product";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import type { CatalogParams } from "./catalog-params";
import { useFacetWords } from "./facet-text";

const text = defineMessages("catalog.filters", {
  toggle: "Filters",
  toggleChosen: "Filters ({chosen})",
  heading: "Filters",
  apply: "Apply filters",
  count: "({count, plural, =1 {1 product} other {{count} products}})",
  show: "Show {total, plural, =1 {1 product} other {{total} products}}",
});

interface FacetPanelProps {
  facets: Facet[];
  params: CatalogParams;
  /** The page the form goes to (its own path): category, search and sort ride along as hidden fields. */
  action: string;
  /** Products the page lists now, for the phone's "Show … products" that closes the panel. */
  total: number;
}

/**
 * The attribute filters as a GET form of checkboxes, so the chosen filters are in the address (shareable,
 * bookmarkable) and work without JavaScript (an Apply button then). With JavaScript a tick reloads the list
 * at once. On a phone the panel hides behind a "Filters" toggle — a checkbox and CSS, so that works without
 * JavaScript too; beside the grid on a desktop it is always open.
 */
export function FacetPanel({ facets, params, action, total }: FacetPanelProps) {
  const id = useId();
  const submit = useSubmit();
  const t = useT();
  const words = useFacetWords();
  if (facets.length === 0) return null;
  const chosen = FACET_NAMES.reduce((sum, name) => sum + (params.filters[name]?.length ?? 0), 0);
  const toggle = `${id}-open`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 lg:mt-6">
      <input id={toggle} type="checkbox" className="peer sr-only lg:hidden" />
      <label
        htmlFor={toggle}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-800 peer-checked:border-brand-600 peer-checked:text-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 lg:hidden"
      >
        {chosen > 0 ? t(text.toggleChosen, { chosen }) : t(text.toggle)}
      </label>
      <div className="mt-3 hidden rounded-xl border border-slate-200 bg-white p-4 peer-checked:block lg:mt-0 lg:block lg:border-0 lg:bg-transparent lg:p-0">
        <h2 id={`${id}-title`} className="mb-2 text-xs font-semibold uppercase tracking-wider text-slate-500">
          {t(text.heading)}
        </h2>
        <Form
          method="get"
          action={action}
          preventScrollReset
          onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
          className="space-y-4"
        >
          {params.category && <input type="hidden" name="category" value={params.category} />}
          {params.q && <input type="hidden" name="q" value={params.q} />}
          {params.sort !== "relevance" && <input type="hidden" name="sort" value={params.sort} />}
          {facets.map((facet) => (
            <fieldset key={facet.name}>
              <legend className="mb-1 text-sm font-semibold text-slate-800">{words.facetLabel(facet.name, facet.label)}</legend>
              <ul className="space-y-0.5">
                {facet.values.map((option) => (
                  <li key={option.value}>
                    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-700 hover:bg-slate-100">
                      <input
                        type="checkbox"
                        name={facet.name}
                        value={option.value}
                        defaultChecked={option.selected}
                        // A new element when the address changes (back, a chip removed): the tick follows the page.
                        key={String(option.selected)}
                        className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
                      />
                      <span className="flex-1">{words.valueLabel(facet.name, option.value, option.label)}</span>
                      <span className="text-xs tabular-nums text-slate-500" aria-hidden="true">
                        {option.count}
                      </span>
                      <span className="sr-only">{t(text.count, { count: option.count })}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          <noscript>
            <button type="submit" className="h-10 w-full rounded-lg border border-slate-300 px-3 text-sm font-semibold">
              {t(text.apply)}
            </button>
          </noscript>
        </Form>
        {/* Closes the panel on a phone; hidden from screen readers, who have the "Filters" toggle itself. */}
        <label
          htmlFor={toggle}
          aria-hidden="true"
          className="mt-4 flex w-full cursor-pointer items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white lg:hidden"
        >
          {t(text.show, { total })}
        </label>
      </div>
    </section>
  );
}
