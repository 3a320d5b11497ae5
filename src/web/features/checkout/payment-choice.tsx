import type { PAYMENT_METHODS } from "~/src/core/constants";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const OPTIONS: Array<{ value: PaymentMethod; title: string; text: string }> = [
  { value: "cod", title: "Cash on Delivery", text: "Pay in cash when the parcel arrives." },
  { value: "razorpay", title: "Razorpay", text: "Cards, UPI and net banking online." },
];

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange(value: PaymentMethod): void;
  disabled?: boolean;
}

/** The two §9 payment methods as radio cards; only cash on delivery can place an order. */
export function PaymentChoice({ value, onChange, disabled }: PaymentChoiceProps) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`flex cursor-pointer gap-3 rounded-xl border bg-white p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${
                checked ? "border-brand-500 ring-1 ring-brand-500" : "border-slate-200 hover:border-slate-300"
              }`}
            >
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{option.title}</span>
                <span className="block text-xs text-slate-500">{option.text}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
