interface KitFiltersProps {
  search: string;
  onSearch(value: string): void;
  category: string;
  onCategory(value: string): void;
  categories: string[];
  resultCount: number;
}

/** Search (case-insensitive substring of the name, §5) and a category filter over the catalog. */
export function KitFilters({ search, onSearch, category, onCategory, categories, resultCount }: KitFiltersProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="kit-search" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
          Search parts
        </label>
        <input
          id="kit-search"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="e.g. servo, sensor, Arduino"
          autoComplete="off"
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      <div className="sm:w-64">
        <label htmlFor="kit-category" className="mb-1 block text-xs font-semibold uppercase tracking-wide text-slate-500">
          Category
        </label>
        <select
          id="kit-category"
          value={category}
          onChange={(event) => onCategory(event.target.value)}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        >
          <option value="">All categories</option>
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <p className="text-xs text-slate-500 sm:pb-2.5" aria-live="polite">
        {resultCount} {resultCount === 1 ? "part" : "parts"}
      </p>
    </div>
  );
}
