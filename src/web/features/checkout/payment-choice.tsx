import type { PAYMENT_METHODS } from "~/src/core/constants";
import type { PrepaidMethod } from "~/src/core/payment";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

export type PaymentMethod = (typeof PAYMENT_METHODS)[number] | PrepaidMethod;

const text = defineMessages("checkout.payment", {
  legend: "Payment method",
  codTitle: "Cash on Delivery",
  codText: "Pay in cash when the parcel arrives.",
  razorpayTitle: "Razorpay",
  razorpayText: "Cards, UPI and net banking online.",
  bankTitle: "Bank transfer",
  bankText: "NEFT, RTGS or IMPS to our account, shown on your proforma invoice.",
  upiTitle: "UPI",
  upiText: "Scan our QR code or open your UPI app from your order page.",
});

const OPTIONS: Array<{ value: PaymentMethod; title: Message; text: Message }> = [
  { value: "cod", title: text.codTitle, text: text.codText },
  { value: "razorpay", title: text.razorpayTitle, text: text.razorpayText },
];

/** Offered when the owner turns them on for orders of this size: paid ahead against the proforma, no gateway. */
const PREPAID_OPTIONS: Array<{ value: PaymentMethod; title: Message; text: Message }> = [
  { value: "bank-transfer", title: text.bankTitle, text: text.bankText },
  { value: "upi", title: text.upiTitle, text: text.upiText },
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
  const t = useT();
  return (
    <fieldset>
      <legend className="sr-only">{t(text.legend)}</legend>
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
                <span className="block text-sm font-semibold text-slate-900">{t(option.title)}</span>
                <span className="block text-xs text-slate-500">{t(option.text)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
