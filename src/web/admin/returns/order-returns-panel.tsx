import { format } from "date-fns";
import { Link } from "react-router";
import { ReturnStatusBadge } from "~/src/web/components/return-facts";
import { rupees } from "~/src/web/lib/format";
import { Panel } from "~/src/web/admin/common/panel";
import { useAdminReturns } from "./returns-api";

/** The returns customers asked for on one order, on the order's page; nothing when there are none. */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const returns = useAdminReturns(`orderId=${encodeURIComponent(orderId)}`);
  const list = returns.data?.returns ?? [];
  if (list.length === 0) return null;
  return (
    <Panel title="Returns">
      <ul className="divide-y divide-slate-100">
        {list.map((value) => (
          <li key={value._id}>
            <Link
              to={`/admin/returns/${encodeURIComponent(value._id)}`}
              className="flex items-center justify-between gap-3 py-2 text-sm hover:text-brand-700"
            >
              <span className="min-w-0">
                <span className="block text-slate-900">Return of {format(new Date(value.createdAt), "d MMM yyyy")}</span>
                <span className="text-slate-500">{rupees(value.refundAmount)}</span>
              </span>
              <ReturnStatusBadge status={value.status} />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
