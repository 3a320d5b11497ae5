import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { REVIEW_STATUSES, type ReviewStatus } from "~/src/core/reviews";
import { Button } from "~/src/web/components/ui/button";
import { REVIEW_STATUS_LABELS } from "./review-status";

export const REVIEWS_PATH = "/admin/reviews";
// What waits on staff first.
const STATUS_ORDER: readonly ReviewStatus[] = ["pending", "reported", "published", "rejected"];
const STARS = ["5", "4", "3", "2", "1"];
const input = "h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none";

/** The status the URL asks for; none (or an unknown one) is the queue of reviews waiting for a check. */
export function statusOf(params: URLSearchParams): ReviewStatus {
  const status = params.get("status");
  return (REVIEW_STATUSES as readonly string[]).includes(status ?? "") ? (status as ReviewStatus) : "pending";
}

/** Status, product and stars, kept in the URL so a filtered list can be shared, reloaded and paged. */
export function ReviewFilters() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(() => ({
    status: statusOf(params) as string,
    productId: params.get("productId") ?? "",
    stars: params.get("stars") ?? "",
  }));
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value });

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    // The waiting queue is the page's default, so its plain address stays the one to bookmark.
    if (values.status !== "pending") next.set("status", values.status);
    if (values.productId.trim()) next.set("productId", values.productId.trim());
    if (values.stars) next.set("stars", values.stars);
    // A new filter starts again at page 1.
    const query = next.toString();
    navigate(query ? `${REVIEWS_PATH}?${query}` : REVIEWS_PATH);
  }

  return (
    <form
      role="search"
      aria-label="Filter reviews"
      onSubmit={apply}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-2 lg:grid-cols-[1fr_1.5fr_1fr_auto]"
    >
      <label className="text-sm font-medium text-slate-700">
        Status
        <select value={values.status} onChange={set("status")} className={`${input} mt-1`}>
          {STATUS_ORDER.map((status) => (
            <option key={status} value={status}>
              {REVIEW_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium text-slate-700">
        Product id
        <input
          type="search"
          value={values.productId}
          onChange={set("productId")}
          placeholder="For example arduino-uno-r3"
          spellCheck={false}
          className={`${input} mt-1 font-mono`}
        />
      </label>
      <label className="text-sm font-medium text-slate-700">
        Stars
        <select value={values.stars} onChange={set("stars")} className={`${input} mt-1`}>
          <option value="">Any stars</option>
          {STARS.map((stars) => (
            <option key={stars} value={stars}>
              {stars === "1" ? "1 star" : `${stars} stars`}
            </option>
          ))}
        </select>
      </label>
      <div className="flex items-end gap-2">
        <Button type="submit" size="lg" className="flex-1 lg:flex-none">
          Apply
        </Button>
        <Link to={REVIEWS_PATH} className="flex h-11 items-center px-2 text-sm font-medium text-slate-600 hover:text-slate-900">
          Clear
        </Link>
      </div>
    </form>
  );
}
