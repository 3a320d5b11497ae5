import { useEffect, useRef, useState } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("cartPage.quantity", {
  decrease: "Decrease quantity of {name}",
  quantity: "Quantity of {name}",
  increase: "Increase quantity of {name}",
  removeLabel: "Remove {name} from the cart",
  remove: "Remove",
});

export interface QuantityControlProps {
  productName: string;
  quantity: number;
  /** Increase: one more (POST /api/cart/add). */
  onIncrease(): void;
  /** Set the quantity (POST /api/cart/update); 0 removes the line. */
  onUpdate(quantity: number): void;
  disabled?: boolean;
}

const WHOLE_NUMBER = /^\d+$/;
/** Typing "12" must send 12, not 1 and then 12 racing each other to the server. */
export const TYPING_SETTLE_MS = 400;

/**
 * The §4/§5 cart controls: Increase adds 1; Decrease subtracts 1 above 1, otherwise removes the
 * item (quantity 0); Remove sets 0; the input has a minimum of 1, ignores non-numeric input and
 * sets any typed value above 0.
 */
export function QuantityControl({ productName, quantity, onIncrease, onUpdate, disabled }: QuantityControlProps) {
  // What the user is typing; null shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const pending = useRef<{ value: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latestUpdate = useRef(onUpdate);
  latestUpdate.current = onUpdate;
  const t = useT();

  const flush = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const { value } = pending.current;
    pending.current = null;
    latestUpdate.current(value);
  };
  // Leaving the page right after typing still saves the typed quantity.
  useEffect(() => flush, []);

  const decrease = () => onUpdate(quantity > 1 ? quantity - 1 : 0);

  const type = (text: string) => {
    if (WHOLE_NUMBER.test(text) || text === "") {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    }
    if (text === "") {
      setDraft(""); // let the field be cleared while typing a new number
      return;
    }
    if (!WHOLE_NUMBER.test(text)) return; // non-numeric input is ignored (§5)
    setDraft(text);
    const value = Number(text);
    if (value > 0 && value !== quantity) pending.current = { value, timer: setTimeout(flush, TYPING_SETTLE_MS) };
  };

  const stepButton =
    "flex h-9 w-9 items-center justify-center text-lg font-semibold text-slate-700 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
        <button type="button" onClick={decrease} disabled={disabled} aria-label={t(text.decrease, { name: productName })} className={stepButton}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft ?? String(quantity)}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            flush();
            setDraft(null);
          }}
          onKeyDown={(event) => {
            // The browser's number field would accept these; quantities are whole and positive.
            if (["e", "E", "+", "-", ".", ","].includes(event.key)) event.preventDefault();
          }}
          disabled={disabled}
          aria-label={t(text.quantity, { name: productName })}
          className="h-9 w-14 border-x border-slate-300 text-center text-sm font-semibold text-slate-900 [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-inset focus:ring-brand-300 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button type="button" onClick={onIncrease} disabled={disabled} aria-label={t(text.increase, { name: productName })} className={stepButton}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <button
        type="button"
        onClick={() => onUpdate(0)}
        disabled={disabled}
        aria-label={t(text.removeLabel, { name: productName })}
        className="rounded-md px-1 text-sm font-medium text-slate-500 underline-offset-2 transition hover:text-sale hover:underline"
      >
        {t(text.remove)}
      </button>
    </div>
  );
}
