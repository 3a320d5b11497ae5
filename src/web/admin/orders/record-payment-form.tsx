import { useState, type FormEvent } from "react";
import { istDate } from "~/src/core/financial-year";
import type { OrderKind } from "~/src/core/order-kinds";
import type { OrderPayment } from "~/src/core/shapes/quotes";
import { Button } from "~/src/web/components/ui/button";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useRecordPayment } from "./admin-orders-api";

type Errors = Partial<Record<"amount" | "receivedOn" | "reference", string>>;

/** What staff saw arrive on the bank statement: the amount (what is due, unless it came short), the day, the UTR. */
export function RecordPaymentForm({ kind, orderId, payment }: { kind: OrderKind; orderId: string; payment: OrderPayment }) {
  const record = useRecordPayment(kind, orderId);
  const [amount, setAmount] = useState(String(payment.due));
  const [receivedOn, setReceivedOn] = useState(() => istDate(new Date()));
  const [reference, setReference] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const rupees = Number(amount.trim());
    const found: Errors = {};
    if (amount.trim() === "" || !Number.isFinite(rupees) || rupees <= 0) found.amount = "Amount must be more than 0 rupees.";
    if (!receivedOn) found.receivedOn = "Give the day the money arrived.";
    if (!reference.trim()) found.reference = "Give the UTR or the bank's reference, as the statement shows it.";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate({ amount: rupees, receivedOn, reference: reference.trim() });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Record payment" className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <h3 className="text-sm font-semibold text-slate-900">Record payment</h3>
      <FormAlert message={record.error?.message ?? null} />
      <fieldset disabled={record.isPending} className="space-y-3">
        <Field label="Amount (₹)" error={errors.amount}>
          {(control) => (
            <input {...control} inputMode="decimal" className={inputClasses} value={amount} onChange={(event) => setAmount(event.target.value)} />
          )}
        </Field>
        <Field label="Received on" error={errors.receivedOn}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={istDate(new Date())}
              className={inputClasses}
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value)}
            />
          )}
        </Field>
        <Field label="UTR or reference" hint="From the bank statement or the UPI app." error={errors.reference}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              spellCheck={false}
              className={`${inputClasses} font-mono`}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" fullWidth>
          {record.isPending ? "Recording…" : "Record payment"}
        </Button>
      </fieldset>
    </form>
  );
}
