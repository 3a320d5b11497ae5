import { useId, useState, type FormEvent } from "react";
import { allowedMoves, checkStatusChange, type OrderKind } from "~/src/core/order-kinds";
import { Button } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import { useChangeStatus } from "./admin-orders-api";
import { moveLabel, type AnyAdminOrder } from "./order-kind";
import { awaitingPayment } from "./payment-status";

const input = "mt-1 h-11 w-full rounded-lg border border-slate-300 px-3 text-sm focus:border-brand-500 focus:outline-none";

/** Only the moves the order's status allows (§4), as buttons; shipping and cancelling ask first. */
export function StatusActions({ kind, order }: { kind: OrderKind; order: AnyAdminOrder }) {
  const change = useChangeStatus(kind, order._id);
  const [asking, setAsking] = useState<"shipped" | "cancelled" | null>(null);
  const [courier, setCourier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [problem, setProblem] = useState("");
  const moves = allowedMoves(kind, order.status);
  // A bank-transfer or UPI order moves on once its money is in (the server refuses it before); it may still be cancelled.
  const unpaid = awaitingPayment(order.payment);
  const unpaidNote = useId();

  if (moves.length === 0) return <p className="text-sm text-slate-600">A {order.status} order does not change any more.</p>;

  const send = (status: string, extra: { courier?: string; trackingNumber?: string } = {}) =>
    change.mutate({ status, version: order.version, ...extra }, { onSuccess: () => setAsking(null) });

  function ship(event: FormEvent) {
    event.preventDefault();
    const verdict = checkStatusChange(kind, order.status, { status: "shipped", courier, trackingNumber });
    if (!verdict.ok) {
      setProblem(verdict.message);
      return;
    }
    setProblem("");
    send("shipped", { courier: courier.trim(), trackingNumber: trackingNumber.trim() });
  }

  if (asking === "shipped") {
    return (
      <form onSubmit={ship} noValidate aria-label="Ship the order" className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4">
        <label className="block text-sm font-medium text-slate-700">
          Courier
          <input value={courier} onChange={(event) => setCourier(event.target.value)} className={input} autoComplete="off" />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Tracking number
          <input value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} className={input} autoComplete="off" />
        </label>
        {problem && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" disabled={change.isPending}>
            {change.isPending ? "Saving…" : "Confirm shipped"}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setAsking(null)}>
            Back
          </Button>
        </div>
      </form>
    );
  }

  if (asking === "cancelled") {
    return (
      <div role="alertdialog" aria-label="Cancel the order" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="text-sm text-red-900">Cancel this order? The units go back into stock.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" size="lg" disabled={change.isPending} onClick={() => send("cancelled")}>
            {change.isPending ? "Cancelling…" : "Yes, cancel the order"}
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setAsking(null)}>
            Keep the order
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => {
          const held = unpaid && status !== "cancelled";
          return (
            <Button
              key={status}
              size="lg"
              variant={status === "cancelled" ? "danger" : held ? "inactive" : "primary"}
              disabled={change.isPending || held}
              aria-describedby={held ? unpaidNote : undefined}
              onClick={() => (status === "shipped" || status === "cancelled" ? setAsking(status) : send(status))}
            >
              {moveLabel(status)}
            </Button>
          );
        })}
      </div>
      {unpaid && (
        <p id={unpaidNote} className="text-sm text-amber-900">
          Record the payment before packing: {rupees(order.payment.received)} of {rupees(order.payment.received + order.payment.due)} received.
        </p>
      )}
    </div>
  );
}
