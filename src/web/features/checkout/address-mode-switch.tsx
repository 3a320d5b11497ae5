import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

export type AddressMode = "new" | "saved";

const text = defineMessages("checkout.addressMode", {
  new: "New address",
  saved: "Saved address",
  group: "Address to deliver to",
});

const MODES: Array<{ value: AddressMode; label: Message }> = [
  { value: "new", label: text.new },
  { value: "saved", label: text.saved },
];

/** Checkout address mode 'new' or 'saved' (§4) as two toggle buttons. */
export function AddressModeSwitch({ value, onChange, disabled }: { value: AddressMode; onChange(mode: AddressMode): void; disabled?: boolean }) {
  const t = useT();
  return (
    <div role="group" aria-label={t(text.group)} className="inline-flex rounded-lg bg-slate-100 p-1">
      {MODES.map((mode) => {
        const checked = mode.value === value;
        return (
          <button
            key={mode.value}
            type="button"
            aria-pressed={checked}
            disabled={disabled}
            onClick={() => onChange(mode.value)}
            className={`rounded-md px-3 py-1.5 text-sm font-semibold transition ${
              checked ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(mode.label)}
          </button>
        );
      })}
    </div>
  );
}
