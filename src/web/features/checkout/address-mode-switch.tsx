export type AddressMode = "new" | "saved";

const MODES: Array<{ value: AddressMode; label: string }> = [
  { value: "new", label: "New address" },
  { value: "saved", label: "Saved address" },
];

/** Checkout address mode 'new' or 'saved' (§4) as two toggle buttons. */
export function AddressModeSwitch({ value, onChange, disabled }: { value: AddressMode; onChange(mode: AddressMode): void; disabled?: boolean }) {
  return (
    <div role="group" aria-label="Address to deliver to" className="inline-flex rounded-lg bg-slate-100 p-1">
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
            {mode.label}
          </button>
        );
      })}
    </div>
  );
}
