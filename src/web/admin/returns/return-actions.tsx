import { useState } from "react";
import { RETURN_MOVES, type ReturnStatus } from "~/src/core/returns";
import type { ReturnStatusBody, StaffReturn } from "~/src/core/shapes/returns";
import { Button } from "~/src/web/components/ui/button";
import { RETURN_STATUS_LABELS } from "~/src/web/components/return-facts";
import { NoteForm } from "./note-form";
import { ReceiveForm } from "./receive-form";
import { RefundForm } from "./refund-form";

const MOVE_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approve",
  rejected: "Reject",
  received: "Mark received",
  refunded: "Mark refunded",
};

interface ReturnActionsProps {
  value: StaffReturn;
  pending: boolean;
  /** Sends the step (the page adds the version); `done` closes the form once it is saved. */
  onSend(body: Omit<ReturnStatusBody, "version">, done: () => void): void;
}

/** Only the steps RETURN_MOVES allows from the return's status, each asking for what it needs first. */
export function ReturnActions({ value, pending, onSend }: ReturnActionsProps) {
  const [asking, setAsking] = useState<ReturnStatus | null>(null);
  const moves = RETURN_MOVES[value.status];
  const back = () => setAsking(null);
  const send = (body: Omit<ReturnStatusBody, "version">) => onSend(body, back);

  if (moves.length === 0) {
    return <p className="text-sm text-slate-600">A {RETURN_STATUS_LABELS[value.status].toLowerCase()} return does not change any more.</p>;
  }
  if (asking === "approved") {
    return (
      <NoteForm
        title="Approve the return"
        label="Pickup instructions"
        hint="The customer reads these: when the courier collects the parcel, or where to send it."
        required="Write the pickup instructions; the customer needs them to send the items back."
        submitLabel="Approve"
        pending={pending}
        onSubmit={(note) => send({ status: "approved", note })}
        onBack={back}
      />
    );
  }
  if (asking === "rejected") {
    return (
      <NoteForm
        title="Reject the return"
        label="Reason"
        hint="The customer reads it: say why the return cannot be accepted."
        required="Write the reason; the customer is told why."
        submitLabel="Reject the return"
        danger
        pending={pending}
        onSubmit={(note) => send({ status: "rejected", note })}
        onBack={back}
      />
    );
  }
  if (asking === "received") {
    return <ReceiveForm lines={value.lines} pending={pending} onSubmit={(lines) => send({ status: "received", lines })} onBack={back} />;
  }
  if (asking === "refunded") {
    return (
      <RefundForm
        value={value}
        pending={pending}
        onSubmit={(reference) => send({ status: "refunded", refund: { amount: value.refundAmount, reference } })}
        onBack={back}
      />
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {moves.map((status) => (
        <Button key={status} size="lg" variant={status === "rejected" ? "danger" : "primary"} disabled={pending} onClick={() => setAsking(status)}>
          {MOVE_LABELS[status]}
        </Button>
      ))}
    </div>
  );
}
