import { format } from "date-fns";
import { Link, useLocation, useSearchParams } from "react-router";
import { ORDER_KINDS } from "~/src/core/order-kinds";
import { RETURN_STATUSES } from "~/src/core/returns";
import type { StaffReturn } from "~/src/core/shapes/returns";
import { LoadError } from "~/src/web/components/load-error";
import { Pagination } from "~/src/web/components/pagination";
import { RETURN_STATUS_LABELS, ReturnStatusBadge } from "~/src/web/components/return-facts";
import { EmptyState } from "~/src/web/components/ui/empty-state";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { rupees } from "~/src/web/lib/format";
import { useAdminReturns } from "./returns-api";

const PATH = "/admin/returns";
const FILTERS = [{ value: "", label: "All" }, ...RETURN_STATUSES.map((status) => ({ value: status, label: RETURN_STATUS_LABELS[status] }))];
const units = (value: StaffReturn) => value.lines.reduce((sum, line) => sum + line.quantity, 0);
const href = (value: StaffReturn) => `${PATH}/${encodeURIComponent(value._id)}`;

/** The status filter as links: one tap on a phone, and the URL says what is shown (a new filter starts at page 1). */
function StatusFilter({ current }: { current: string }) {
  return (
    <nav aria-label="Filter returns by status" className="flex gap-2 overflow-x-auto pb-1">
      {FILTERS.map(({ value, label }) => (
        <Link
          key={label}
          to={value ? `${PATH}?status=${value}` : PATH}
          aria-current={current === value ? "page" : undefined}
          className="shrink-0 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:border-brand-300 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

function ReturnRow({ value }: { value: StaffReturn }) {
  return (
    <li>
      <Link to={href(value)} className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300">
        <div className="flex items-start justify-between gap-3">
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">
              {ORDER_KINDS[value.kind].title} <span className="font-mono">#{value.orderNumber}</span>
            </span>
            <span className="block text-sm text-slate-600">
              {value.customer.name} · {units(value)} {units(value) === 1 ? "unit" : "units"}
            </span>
          </span>
          <ReturnStatusBadge status={value.status} />
        </div>
        <div className="mt-2 flex items-center justify-between gap-3 text-sm">
          <time dateTime={value.createdAt} className="text-slate-500">
            {format(new Date(value.createdAt), "d MMM yyyy, HH:mm")}
          </time>
          <span className="font-semibold text-slate-900">{rupees(value.refundAmount)}</span>
        </div>
      </Link>
    </li>
  );
}

/** Customers' returns, newest first, 20 a page; the status and page are in the URL. */
export function ReturnsList() {
  const { search, pathname } = useLocation();
  const [params] = useSearchParams();
  const query = search.replace(/^\?/, "");
  const returns = useAdminReturns(query);
  const status = params.get("status") ?? "";

  let body;
  if (returns.isPending) body = <SkeletonStack label="Loading returns" count={4} itemClassName="h-24 rounded-xl" />;
  else if (returns.isError)
    body = <LoadError title="We could not load the returns." message={returns.error.message} onRetry={() => returns.refetch()} />;
  else if (returns.data.returns.length === 0)
    body = <EmptyState title="No returns here" message={status ? "No return has this status now." : "Customers' returns appear here."} />;
  else
    body = (
      <>
        <p className="mb-2 text-sm text-slate-600">{returns.data.total === 1 ? "1 return" : `${returns.data.total} returns`}</p>
        <ul className="grid gap-3 md:grid-cols-2">
          {returns.data.returns.map((value) => (
            <ReturnRow key={value._id} value={value} />
          ))}
        </ul>
        <Pagination page={returns.data.page} pages={returns.data.pages} search={query} pathname={pathname} />
      </>
    );

  return (
    <div className="space-y-4">
      <StatusFilter current={status} />
      {body}
    </div>
  );
}
