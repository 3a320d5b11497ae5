import { useCallback, useRef, useState, type ReactNode } from "react";
import type { DeliveryNote } from "~/src/web/lib/delivery";
import { PIN_PATTERN } from "~/src/core/pin";

/**
 * What the PIN check (pin-check.tsx) and the checkout's delivery date (delivery-estimate.tsx) share: one check
 * at a time through lib/delivery.ts, loaded with the first check, and the line that shows its answer.
 */

const DELIVERY_PIN_KEY = "deliveryPin";

const BAD_PIN = "Enter a 6-digit PIN that does not start with 0.";
const COULD_NOT_CHECK = "We could not check this PIN just now. Please try again.";

export function rememberedPin(): string | null {
  try {
    const pin = window.localStorage.getItem(DELIVERY_PIN_KEY);
    return pin && PIN_PATTERN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

function remember(pin: string) {
  try {
    window.localStorage.setItem(DELIVERY_PIN_KEY, pin);
  } catch {
    // Private mode or storage full: the check still works, it is just not remembered.
  }
}

/** A check at a time: the latest wins; a PIN the directory knows is remembered for the next page. */
export function useDeliveryCheck() {
  const [note, setNote] = useState<DeliveryNote | null>(null);
  const [busy, setBusy] = useState(false);
  // The latest check: an answer to an earlier one, arriving late, is dropped.
  const asked = useRef(0);

  const check = useCallback(async (pin: string) => {
    const ticket = ++asked.current;
    if (!PIN_PATTERN.test(pin)) {
      setBusy(false);
      setNote({ tone: "hint", text: BAD_PIN });
      return;
    }
    setBusy(true);
    let next: DeliveryNote | null = null;
    try {
      const delivery = await import("~/src/web/lib/delivery");
      const lookup = await delivery.lookupPin(pin);
      if (lookup.kind === "found") remember(pin);
      next = delivery.deliveryNote(pin, lookup);
    } catch {
      // The lookup's code did not load (a new release replaced it): said below like any failed check.
    }
    if (ticket !== asked.current) return;
    setBusy(false);
    setNote(next ?? { tone: "no", text: COULD_NOT_CHECK });
  }, []);

  const clear = useCallback(() => {
    asked.current++;
    setBusy(false);
    setNote(null);
  }, []);

  return { note, busy, check, clear };
}

/** The answer, in a polite live region so that a screen reader reads it when it arrives. */
export function NoteLine({ id, note, children }: { id?: string; note: DeliveryNote | null; children?: ReactNode }) {
  return (
    <p
      id={id}
      role="status"
      className={`mt-2 break-words text-sm leading-6 empty:mt-0 ${note?.tone === "no" ? "text-amber-800" : note?.tone === "hint" ? "text-sale" : "text-slate-700"}`}
    >
      {note?.tone === "ok" ? (
        <>
          Delivered by <strong className="font-semibold text-ok">{note.date}</strong> to {note.place}
          {note.cod && " · Cash on delivery available"}
          {note.unconfirmed && <span className="block text-amber-800">{note.unconfirmed}</span>}
        </>
      ) : (
        (note?.text ?? children)
      )}
    </p>
  );
}
