import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import { Button } from "~/src/web/components/ui/button";
import { statusLabel } from "~/src/web/components/status-badge";
import { staffPlaces } from "./order-kind";

const FIELDS = ["status", "payment", "q", "from", "to"] as const;
/** Bank-transfer and UPI orders not paid in full; `overdue`: waiting longer than the settings' days. */
const PAYMENT_FILTERS = [
  { value: "", label: "Any payment" },
  { value: "waiting", label: "Awaiting payment" },
  { value: "overdue", label: "Unpaid too long" },
];
const input = "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none";

/** Status, date range and search, kept in the URL so a filtered list can be shared, reloaded and paged. */
export function OrderFilters({ kind }: { kind: OrderKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ""])));
  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const field of FIELDS) {
      const value = values[field].trim();
      if (value) next.set(field, value);
    }
    // A new filter starts again at page 1.
    const query = next.toString();
    navigate(query ? `${staffPlaces(kind).path}?${query}` : staffPlaces(kind).path);
  }

  return (
    <form
      role="search"
      aria-label={`Filter ${staffPlaces(kind).title.toLowerCase()}`}
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1.25fr_1fr_1fr_auto]"
    >
      <label className="text-sm font-medium text-slate-700">
        Search
        <input
          type="search"
          value={values.q}
          onChange={set("q")}
          placeholder="Order number, name, e-mail, phone or PIN"
          className={`${input} mt-1`}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Status
        <select value={values.status} onChange={set("status")} className={`${input} mt-1`}>
          <option value="">All statuses</option>
          {ORDER_KINDS[kind].statuses.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Payment
        <select value={values.payment} onChange={set("payment")} className={`${input} mt-1`}>
          {PAYMENT_FILTERS.map(({ value, label }) => (
            <option key={label} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        From
        <input type="date" value={values.from} onChange={set("from")} className={`${input} mt-1`} />
      </label>
      <label className="text-sm font-medium text-slate-700">
        To
        <input type="date" value={values.to} onChange={set("to")} className={`${input} mt-1`} />
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" size="lg" className="flex-1 lg:flex-none">
          Apply
        </Button>
        <Link to={staffPlaces(kind).path} className="flex h-11 items-center px-2 text-sm font-medium text-slate-600 hover:text-slate-900">
          Clear
        </Link>
      </div>
    </form>
  );
}
