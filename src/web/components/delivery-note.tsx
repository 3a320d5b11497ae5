import { useCallback, useRef, useState, type ReactNode } from "react";
import type { DeliveryNote } from "~/src/web/lib/delivery";
import { PIN_PATTERN } from "~/src/core/pin";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useT } from "~/src/web/lib/i18n";

/**
 * What the PIN check (pin-check.tsx) and the checkout's delivery date (delivery-estimate.tsx) share: one check
 * at a time through lib/delivery.ts, loaded with the first check, and the line that shows its answer.
 */

const DELIVERY_PIN_KEY = "deliveryPin";

const text = defineMessages("deliveryNote", {
  badPin: "Enter a 6-digit PIN that does not start with 0.",
  couldNotCheck: "We could not check this PIN just now. Please try again.",
  delivered: "Delivered by {date} to {place}",
  cod: " · Cash on delivery available",
});

// Stands for the date while the sentence is put together, so the date can be bold wherever a language puts it.
const DATE_MARK = "\u0000";

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
  const t = useT();
  const language = useLanguage();

  const check = useCallback(
    async (pin: string) => {
      const ticket = ++asked.current;
      if (!PIN_PATTERN.test(pin)) {
        setBusy(false);
        setNote({ tone: "hint", text: t(text.badPin) });
        return;
      }
      setBusy(true);
      let next: DeliveryNote | null = null;
      try {
        const delivery = await import("~/src/web/lib/delivery");
        const lookup = await delivery.lookupPin(pin);
        if (lookup.kind === "found") remember(pin);
        next = delivery.deliveryNote(pin, lookup, language, t);
      } catch {
        // The lookup's code did not load (a new release replaced it): said below like any failed check.
      }
      if (ticket !== asked.current) return;
      setBusy(false);
      setNote(next ?? { tone: "no", text: t(text.couldNotCheck) });
    },
    [t, language],
  );

  const clear = useCallback(() => {
    asked.current++;
    setBusy(false);
    setNote(null);
  }, []);

  return { note, busy, check, clear };
}

/** The answer, in a polite live region so that a screen reader reads it when it arrives. */
export function NoteLine({ id, note, children }: { id?: string; note: DeliveryNote | null; children?: ReactNode }) {
  const t = useT();
  const [before, after] = note?.tone === "ok" ? t(text.delivered, { date: DATE_MARK, place: note.place }).split(DATE_MARK) : [];
  return (
    <p
      id={id}
      role="status"
      className={`mt-2 break-words text-sm leading-6 empty:mt-0 ${note?.tone === "no" ? "text-amber-800" : note?.tone === "hint" ? "text-sale" : "text-slate-700"}`}
    >
      {note?.tone === "ok" ? (
        <>
          {before}
          <strong className="font-semibold text-ok">{note.date}</strong>
          {after}
          {note.cod && t(text.cod)}
          {note.unconfirmed && <span className="block text-amber-800">{note.unconfirmed}</span>}
        </>
      ) : (
        (note?.text ?? children)
      )}
    </p>
  );
}
