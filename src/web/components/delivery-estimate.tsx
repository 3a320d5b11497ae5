import { useEffect } from "react";
import { TruckIcon } from "~/src/web/components/icons";
import { PIN_PATTERN } from "~/src/core/pin";
import { NoteLine, useDeliveryCheck } from "./delivery-note";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("deliveryEstimate", {
  deliveryTo: "Delivery to {pin}",
  deliveryDate: "Delivery date",
  checking: "Checking…",
  waiting: "Shown once the delivery address has its PIN.",
});

/**
 * The checkout's delivery date: follows the delivery address's PIN (the chosen saved address's, or the new one's
 * once looked up) rather than asking for one, so it never disagrees with the address the order goes to.
 */
export function DeliveryEstimate({ pin, className = "" }: { pin: string | null; className?: string }) {
  const { note, busy, check, clear } = useDeliveryCheck();
  const valid = pin !== null && PIN_PATTERN.test(pin);
  const t = useT();

  useEffect(() => {
    if (pin !== null && valid) void check(pin);
    else clear();
  }, [pin, valid, check, clear]);

  return (
    <div className={className}>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <TruckIcon width={18} height={18} className="shrink-0 text-brand-600" />
        {valid ? t(text.deliveryTo, { pin }) : t(text.deliveryDate)}
      </p>
      <NoteLine note={busy ? null : note}>{busy ? t(text.checking) : t(text.waiting)}</NoteLine>
    </div>
  );
}
