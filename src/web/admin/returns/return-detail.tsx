import { format, parseISO } from "date-fns";
import { Link } from "react-router";
import { DELIVERY_FEE_LABEL } from "~/src/core/constants";
import { RETURN_REASON_LABELS } from "~/src/core/returns";
import type { StaffReturn } from "~/src/core/shapes/returns";
import { LoadError } from "~/src/web/components/load-error";
import { ProtectedImage } from "~/src/web/components/protected-image";
import { RefundMethodText, ReturnHistory, ReturnStatusBadge } from "~/src/web/components/return-facts";
import { Button } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { useDownload } from "~/src/web/lib/download";
import { rupees } from "~/src/web/lib/format";
import { FormAlert } from "~/src/web/admin/common/form-field";
import { Panel } from "~/src/web/admin/common/panel";
import { creditNotePdf } from "~/src/web/admin/invoices/invoices-api";
import { staffPlaces } from "~/src/web/admin/orders/order-kind";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { ReturnActions } from "./return-actions";
import { useAdminReturn, useReturnStatus } from "./returns-api";

/** The refund and what it is made of, shown before anyone confirms a step. */
function RefundParts({ value }: { value: StaffReturn }) {
  return (
    <dl className="space-y-1 text-sm" aria-label="Refund">
      <div className="flex justify-between gap-3 text-slate-600">
        <dt>Goods</dt>
        <dd>{rupees(value.refundGoods)}</dd>
      </div>
      <div className="flex justify-between gap-3 text-slate-600">
        <dt>{DELIVERY_FEE_LABEL}</dt>
        <dd>{rupees(value.refundDelivery)}</dd>
      </div>
      <div className="flex justify-between gap-3 font-semibold text-slate-900">
        <dt>Refund</dt>
        <dd data-testid="refund-amount">{rupees(value.refundAmount)}</dd>
      </div>
    </dl>
  );
}

function CreditNote({ number, date }: { number: string; date: string }) {
  const token = useAdminToken();
  const download = useDownload();
  return (
    <div className="space-y-2 text-sm">
      <p>
        <span className="block break-all font-mono font-semibold text-slate-900">{number}</span>
        <span className="text-slate-600">Dated {format(parseISO(date), "d MMM yyyy")}</span>
      </p>
      <Button variant="secondary" size="sm" onClick={() => void download.start(creditNotePdf(number, token))} disabled={download.pending !== null}>
        {download.pending ? "Preparing…" : "Download credit note"}
      </Button>
    </div>
  );
}

/** One return for staff: who, which order, why, the photos, the refund in full, and the next step. */
export function ReturnDetail({ id }: { id: string }) {
  const query = useAdminReturn(id);
  const change = useReturnStatus(id);
  const token = useAdminToken();
  if (query.isPending) return <SkeletonStack label="Loading the return" count={3} itemClassName="h-32 rounded-xl" />;
  if (query.isError) return <LoadError title="We could not load this return." message={query.error.message} onRetry={() => query.refetch()} />;
  const value = query.data;
  const order = staffPlaces(value.kind);

  return (
    <div className="space-y-4">
      <Link to="/admin/returns" className="text-sm font-medium text-brand-700 hover:underline">
        ← Returns
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          Return of {order.singular.toLowerCase()} <span className="font-mono">#{value.orderNumber}</span>
        </h1>
        <ReturnStatusBadge status={value.status} />
      </div>
      <p className="text-sm text-slate-600">Asked {format(new Date(value.createdAt), "d MMM yyyy, HH:mm")}</p>

      <FormAlert message={change.error?.message ?? null} />
      <ReturnActions
        key={`${value.status}-${value.version}`}
        value={value}
        pending={change.isPending}
        onSend={(body, done) => change.mutate({ ...body, version: value.version }, { onSuccess: done })}
      />

      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <Panel title="Items">
            <ul className="divide-y divide-slate-100">
              {value.lines.map((line) => (
                <li key={line.productId} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block text-slate-900">{line.name}</span>
                    <span className="text-slate-500">
                      × {line.quantity}
                      {line.restocked !== undefined && ` · ${line.restocked} restocked, ${line.damaged ?? 0} damaged`}
                    </span>
                  </span>
                  <span className="shrink-0 font-medium text-slate-900">{rupees(line.refund)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-slate-200 pt-3">
              <RefundParts value={value} />
            </div>
          </Panel>
          <Panel title="Reason">
            <p className="text-sm font-medium text-slate-900">{RETURN_REASON_LABELS[value.reason]}</p>
            {value.note && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{value.note}</p>}
            {value.photos.length > 0 && (
              <div className="mt-3 grid grid-cols-3 gap-2">
                {value.photos.map((path, index) => (
                  <ProtectedImage key={path} path={path} token={token} alt={`Customer's photo ${index + 1}`} />
                ))}
              </div>
            )}
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Customer">
            <p className="text-sm text-slate-900">{value.customer.name}</p>
            <p className="break-all text-sm text-slate-600">{value.customer.email}</p>
            <Link
              to={`${order.path}/${encodeURIComponent(value.orderId)}`}
              className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            >
              {order.singular} #{value.orderNumber}
            </Link>
          </Panel>
          <Panel title="Refund to">
            {value.refundTo ? (
              <p className="break-all text-sm text-slate-900">
                <RefundMethodText method={value.refundTo} />
              </p>
            ) : (
              <p className="text-sm text-slate-600">Refund paid.</p>
            )}
            {value.refundReference && (
              <p className="mt-1 text-sm text-slate-600">
                Reference (UTR) <span className="font-mono text-slate-900">{value.refundReference}</span>
              </p>
            )}
          </Panel>
          {value.creditNote && (
            <Panel title="Credit note">
              <CreditNote {...value.creditNote} />
            </Panel>
          )}
          <Panel title="History">
            <ReturnHistory history={value.history} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
