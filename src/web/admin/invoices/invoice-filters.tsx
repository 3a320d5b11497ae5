import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "~/src/web/components/ui/button";

const FIELDS = ["q", "from", "to"] as const;
const input = "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none";

interface InvoiceFiltersProps {
  /** The list's page: invoices, or credit notes (the same filters). */
  path?: string;
  /** What the form is named for screen readers, and what the search finds. */
  label?: string;
  placeholder?: string;
}

/** Search and date range of the invoice list, kept in the URL so a filtered list can be shared, reloaded and paged. */
export function InvoiceFilters({
  path = "/admin/invoices",
  label = "Filter invoices",
  placeholder = "Invoice number, customer or GSTIN",
}: InvoiceFiltersProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ""])));
  const [error, setError] = useState<string | null>(null);
  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  function apply(event: FormEvent) {
    event.preventDefault();
    // Dates are "YYYY-MM-DD", so comparing the text compares the days.
    if (values.from && values.to && values.from > values.to) {
      setError("The From date must be on or before the To date.");
      return;
    }
    setError(null);
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = values[field].trim();
      if (value) next.set(field, value);
    }
    // A new filter starts again at page 1.
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path);
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={apply}
      noValidate
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <label className="text-sm font-medium text-slate-700 sm:col-span-2 lg:col-span-1">
        Search
        <input type="search" value={values.q} onChange={set("q")} placeholder={placeholder} className={`${input} mt-1`} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        From
        <input
          type="date"
          value={values.from}
          onChange={set("from")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "invoice-dates-error" : undefined}
          className={`${input} mt-1`}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        To
        <input
          type="date"
          value={values.to}
          onChange={set("to")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "invoice-dates-error" : undefined}
          className={`${input} mt-1`}
        />
      </label>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" size="lg" className="flex-1 lg:flex-none">
          Apply
        </Button>
        <Link to={path} className="flex h-11 items-center px-2 text-sm font-medium text-slate-600 hover:text-slate-900">
          Clear
        </Link>
      </div>
      {error && (
        <p id="invoice-dates-error" role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
