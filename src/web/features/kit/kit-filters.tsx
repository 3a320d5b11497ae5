import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Form, useNavigate } from "~/src/web/lib/localized-router";
import { kitHref, type KitParams } from "./kit-params";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const messages = defineMessages("kit.filters", {
  search: "Search parts",
  placeholder: "e.g. servo, sensor, Arduino",
  category: "Category",
  allCategories: "All categories",
  inStock: "In stock only",
  apply: "Apply",
});

interface KitFiltersProps {
  params: KitParams;
  categories: string[];
  /** "Showing 1–24 of 90 parts", read out when it changes. */
  resultText: string;
}

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

/**
 * Search (case-insensitive part of the name, §5), category and in-stock filters. They change the
 * address, so the server answers (route loader), and reload and Back show the same parts. Typing
 * replaces the history entry instead of adding one per letter. Without JavaScript it is a plain form.
 */
export function KitFilters({ params, categories, resultText }: KitFiltersProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT();
  const [text, setText] = useState(params.q);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward changes the search: show it, unless the visitor is typing (their text is newer).
  useEffect(() => {
    if (document.activeElement !== input.current) setText(params.q);
  }, [params.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (changes: Partial<KitParams>, replace = false) => {
    clearTimeout(timer.current);
    void navigate(kitHref(pathname, { ...params, q: text }, changes), { replace, preventScrollReset: true });
  };

  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== params.q) go({ q: value }, true);
    }, SEARCH_DELAY_MS);
  };

  const field =
    "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200";
  return (
    <Form
      method="get"
      action={pathname}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        go({ q: text });
      }}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="min-w-0 flex-1 sm:min-w-48">
        <label htmlFor="kit-search" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
          {t(messages.search)}
        </label>
        <input
          ref={input}
          id="kit-search"
          name="q"
          type="search"
          value={text}
          onChange={(event) => type(event.target.value)}
          placeholder={t(messages.placeholder)}
          autoComplete="off"
          maxLength={100}
          className={`${field} placeholder:text-slate-400`}
        />
      </div>
      {/* Category and the stock filter share a row, so the filters stay short on a phone. */}
      <div className="flex items-end gap-3">
        <div className="min-w-0 flex-1 sm:w-56 sm:flex-none">
          <label htmlFor="kit-category" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t(messages.category)}
          </label>
          <select
            id="kit-category"
            name="category"
            value={params.category ?? ""}
            onChange={(event) => go({ category: event.target.value || null })}
            className={field}
          >
            <option value="">{t(messages.allCategories)}</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex shrink-0 items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="stock"
            value="in"
            checked={params.inStock}
            onChange={(event) => go({ inStock: event.target.checked })}
            className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-200"
          />
          {t(messages.inStock)}
        </label>
      </div>
      <noscript>
        <button type="submit" className="h-10 rounded-lg border border-slate-300 px-3 text-sm">
          {t(messages.apply)}
        </button>
      </noscript>
      <p className="w-full text-xs text-slate-500" aria-live="polite">
        {resultText}
      </p>
    </Form>
  );
}
