import { useState, type FormEvent } from "react";
import type { OrderKind } from "~/src/core/order-kinds";
import { Button } from "~/src/web/components/ui/button";
import { FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { useReturnToOrigin } from "./admin-orders-api";
import type { AnyAdminOrder } from "./order-kind";

/** Why couriers bring parcels back, as staff hear it from them; anything else is typed. */
const REASONS = ["Refused at the door", "Address not found", "Customer not reachable"];
const OTHER = "other";

/**
 * A shipped parcel the courier is bringing back (return to origin): staff note why, and the order is cancelled.
 * Its stock comes back only when the parcel is in the shop (the panel's "Parcel received back").
 */
export function ReturnToOriginAction({ kind, order }: { kind: OrderKind; order: AnyAdminOrder }) {
  const mark = useReturnToOrigin(kind, order._id);
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState("");
  const [other, setOther] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  if (order.status !== "shipped" || order.returnToOrigin) return null;
  if (!open) {
    return (
      <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
        Parcel came back (return to origin)
      </Button>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice;
    if (!reason) {
      setProblem(choice === OTHER ? "Write why the parcel came back." : "Choose why the parcel came back.");
      return;
    }
    setProblem(null);
    mark.mutate({ reason });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Return to origin" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Why did the parcel come back?</legend>
        <div className="mt-2 space-y-1">
          {[...REASONS, OTHER].map((reason) => (
            <label key={reason} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
              <input type="radio" name="rto-reason" value={reason} checked={choice === reason} onChange={() => setChoice(reason)} />
              {reason === OTHER ? "Other reason" : reason}
            </label>
          ))}
        </div>
      </fieldset>
      {choice === OTHER && (
        <input aria-label="Other reason" value={other} maxLength={300} onChange={(event) => setOther(event.target.value)} className={inputClasses} />
      )}
      <p className="text-sm text-amber-900">The order is cancelled now; its units go back into stock when the parcel reaches the shop.</p>
      <FormAlert message={problem} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" disabled={mark.isPending}>
          {mark.isPending ? "Saving…" : "Confirm return to origin"}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => setOpen(false)}>
          Back
        </Button>
      </div>
    </form>
  );
}
