import { useEffect } from "react";
import { TruckIcon } from "~/src/web/components/icons";
import { PIN_PATTERN } from "~/src/core/pin";
import { NoteLine, useDeliveryCheck } from "./delivery-note";

/**
 * The checkout's delivery date: follows the delivery address's PIN (the chosen saved address's, or the new one's
 * once looked up) rather than asking for one, so it never disagrees with the address the order goes to.
 */
export function DeliveryEstimate({ pin, className = "" }: { pin: string | null; className?: string }) {
  const { note, busy, check, clear } = useDeliveryCheck();
  const valid = pin !== null && PIN_PATTERN.test(pin);

  useEffect(() => {
    if (pin !== null && valid) void check(pin);
    else clear();
  }, [pin, valid, check, clear]);

  return (
    <div className={className}>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <TruckIcon width={18} height={18} className="shrink-0 text-brand-600" />
        {valid ? `Delivery to ${pin}` : "Delivery date"}
      </p>
      <NoteLine note={busy ? null : note}>{busy ? "Checking…" : "Shown once the delivery address has its PIN."}</NoteLine>
    </div>
  );
}
