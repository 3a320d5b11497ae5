import { useState, type FormEvent } from "react";
import type { StaffReturn } from "~/src/core/shapes/returns";
import { rupees } from "~/src/web/lib/format";
import { RefundMethodText } from "~/src/web/components/return-facts";
import { Field, inputClasses } from "~/src/web/admin/common/form-field";
import { StepButtons } from "./step-buttons";

interface RefundFormProps {
  value: StaffReturn;
  pending: boolean;
  onSubmit(reference: string): void;
  onBack(): void;
}

/**
 * The refund is paid outside the shop (UPI or bank transfer); staff record it here with the transfer's
 * reference. The amount is the return's, not typed: the server refuses any other.
 */
export function RefundForm({ value, pending, onSubmit, onBack }: RefundFormProps) {
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) {
      setError("Enter the transfer's reference (UTR) so the customer can trace the payment.");
      return;
    }
    setError(undefined);
    onSubmit(reference.trim());
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Mark the return refunded"
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4"
    >
      {value.refundTo && (
        <p className="break-all text-sm text-slate-700">
          Pay to: <RefundMethodText method={value.refundTo} />
        </p>
      )}
      <Field label="Amount refunded" hint="The return's refund; the shop pays exactly this.">
        {(control) => <input {...control} value={rupees(value.refundAmount)} readOnly className={inputClasses} />}
      </Field>
      <Field label="Reference (UTR)" error={error}>
        {(control) => (
          <input {...control} value={reference} onChange={(event) => setReference(event.target.value)} autoComplete="off" className={inputClasses} />
        )}
      </Field>
      <StepButtons label="Confirm refunded" pending={pending} onBack={onBack} />
    </form>
  );
}
