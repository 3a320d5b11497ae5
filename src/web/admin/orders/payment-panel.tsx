import { format, parseISO } from "date-fns";
import type { ReactNode } from "react";
import type { OrderKind } from "~/src/core/order-kinds";
import { rupees } from "~/src/web/lib/format";
import { Panel } from "~/src/web/admin/common/panel";
import type { AnyAdminOrder } from "./order-kind";
import { awaitingPayment, PaymentBadge, paymentMethodText } from "./payment-status";
import { RecordPaymentForm } from "./record-payment-form";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}

/** How the order is paid and what has come in; while a bank transfer or UPI payment is awaited, the form to record it. */
export function PaymentPanel({ kind, order }: { kind: OrderKind; order: AnyAdminOrder }) {
  const { payment } = order;
  const waiting = awaitingPayment(payment) && order.status !== "cancelled";
  return (
    <Panel title="Payment">
      <div className="mb-2">
        <PaymentBadge status={payment.status} />
      </div>
      <dl className="space-y-1 text-sm">
        <Fact label="Method">{paymentMethodText(payment.method)}</Fact>
        {payment.status !== "on-delivery" && (
          <>
            <Fact label="Due">{rupees(payment.due)}</Fact>
            <Fact label="Received">{rupees(payment.received)}</Fact>
          </>
        )}
        {order.poNumber && (
          <Fact label="Purchase order">
            <span className="break-all font-mono">{order.poNumber}</span>
          </Fact>
        )}
        {order.quoteNumber && (
          <Fact label="Quotation">
            <span className="break-all font-mono">{order.quoteNumber}</span>
          </Fact>
        )}
      </dl>
      {payment.records.length > 0 && (
        <ul aria-label="Payments received" className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
          {payment.records.map((record) => (
            <li key={`${record.reference}-${record.receivedOn}-${record.amount}`} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium text-slate-900">{rupees(record.amount)}</span>
              <span className="text-slate-600">
                <time dateTime={record.receivedOn}>{format(parseISO(record.receivedOn), "d MMM yyyy")}</time> · UTR{" "}
                <span className="break-all font-mono text-slate-900">{record.reference}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {waiting && <RecordPaymentForm key={order.version} kind={kind} orderId={order._id} payment={payment} />}
    </Panel>
  );
}
