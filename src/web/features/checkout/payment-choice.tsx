import type { PAYMENT_METHODS } from "~/src/core/constants";
import type { PrepaidMethod } from "~/src/core/payment";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | PrepaidMethod;

const OPTIONS: Array<{ value: PaymentMethod; title: string; text: string }> = [
  { value: "cod", title: "Cash on Delivery", text: "Pay in cash when the parcel arrives." },
  { value: "razorpay", title: "Razorpay", text: "Cards, UPI and net banking online." },
];

/** Offered when the owner turns them on for orders of this size: paid ahead against the proforma, no gateway. */
const PREPAID_OPTIONS: Array<{ value: PaymentMethod; title: string; text: string }> = [
  { value: "bank-transfer", title: "Bank transfer", text: "NEFT, RTGS or IMPS to our account, shown on your proforma invoice." },
  { value: "upi", title: "UPI", text: "Scan our QR code or open your UPI app from your order page." },
];

interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange(value: PaymentMethod): void;
  disabled?: boolean;
  /** Bank transfer and UPI are offered too (the owner's setting and the order's amount allow them). */
  prepaid?: boolean;
}

/** The two §9 payment methods as radio cards (only cash on delivery places an order), and our prepaid ones when offered. */
export function PaymentChoice({ value, onChange, disabled, prepaid = false }: PaymentChoiceProps) {
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {[...OPTIONS, ...(prepaid ? PREPAID_OPTIONS : [])].map((option) => {
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
