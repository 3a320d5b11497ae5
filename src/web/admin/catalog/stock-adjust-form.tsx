import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { MANUAL_STOCK_REASONS } from "~/src/core/staff";
import { Button } from "~/src/web/components/ui/button";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useAdjustStock } from "./catalog-api";
import type { ManualStockReason } from "./catalog-types";

const REASON_LABELS: Record<ManualStockReason, string> = {
  received: "Received (new delivery)",
  damaged: "Damaged or lost",
  correction: "Correction (after a count)",
};

/** Add or take away units with a reason; the server refuses a change that would make stock negative. */
export function StockAdjustForm({ productId }: { productId: string }) {
  const [change, setChange] = useState("");
  const [reason, setReason] = useState<ManualStockReason>("received");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const adjust = useAdjustStock(productId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const amount = Number(change);
    if (change.trim() === "" || !Number.isInteger(amount) || amount === 0) {
      setError("Change must be a whole number other than 0: positive adds units, negative takes them away.");
      return;
    }
    setError(null);
    adjust.mutate(
      { change: amount, reason, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: ({ stock }) => {
          toast.success(`Stock is now ${stock}.`);
          setChange("");
          setNote("");
        },
        onError: (failure) => {
          setRefusal(failure.message);
          toast.error(failure.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Adjust stock">
      <FormAlert message={refusal} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Change" hint="For example 10 for a delivery, -2 for broken units." error={error ?? undefined}>
          {(control) => (
            <input {...control} className={inputClasses} inputMode="numeric" value={change} onChange={(event) => setChange(event.target.value)} />
          )}
        </Field>
        <Field label="Reason">
          {(control) => (
            <select {...control} className={inputClasses} value={reason} onChange={(event) => setReason(event.target.value as ManualStockReason)}>
              {MANUAL_STOCK_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REASON_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Note (optional)" hint="Supplier invoice, who counted, what broke.">
        {(control) => <input {...control} className={inputClasses} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      <Button type="submit" disabled={adjust.isPending}>
        {adjust.isPending ? "Saving…" : "Adjust stock"}
      </Button>
    </form>
  );
}
