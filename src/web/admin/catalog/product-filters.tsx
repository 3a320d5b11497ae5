import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/src/web/components/ui/button";
import { useAdminCategories } from "./catalog-api";

const field = "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none";

/** Search, category and the two toggles; every change starts again at page 1 and lives in the URL. */
export function ProductFilters() {
  const [params, setParams] = useSearchParams();
  const categories = useAdminCategories();
  const [query, setQuery] = useState(params.get("q") ?? "");

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete("page");
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: query.trim() || null });
  };

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <form role="search" onSubmit={onSearch} className="flex gap-2">
        <label className="sr-only" htmlFor="product-search">
          Search products
        </label>
        <input
          id="product-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name or id"
          className={field}
        />
        <Button type="submit" variant="secondary" className="h-11 shrink-0">
          Search
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-center">
        <label className="block text-sm">
          <span className="sr-only">Category</span>
          <select
            className={field}
            value={params.get("category") ?? ""}
            onChange={(event) => update({ category: event.target.value || null })}
            aria-label="Category"
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.name} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <Toggle label="Archived" checked={params.get("archived") === "1"} onChange={(on) => update({ archived: on ? "1" : null })} />
        <Toggle label="Low stock" checked={params.get("lowStock") === "1"} onChange={(on) => update({ lowStock: on ? "1" : null })} />
      </div>
    </div>
  );
}

function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-medium text-slate-700">
      <input type="checkbox" className="h-5 w-5 accent-brand-600" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
