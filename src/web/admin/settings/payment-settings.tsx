import type { ShopSettings } from "~/src/core/shapes/shop";
import { Field, inputClasses } from "~/src/web/admin/common/form-field";

/** The payment settings as the form holds them: the two numbers as typed, so a half-typed one is not lost. */
export type PaymentValues = Pick<
  ShopSettings,
  "bankAccountName" | "bankAccountNumber" | "bankIfsc" | "bankName" | "upiId" | "prepaidCheckoutEnabled"
> & {
  unpaidCancelDays: string;
  prepaidCheckoutMinimum: string;
};

export const paymentValues = (settings: ShopSettings) => ({
  unpaidCancelDays: String(settings.unpaidCancelDays),
  prepaidCheckoutMinimum: String(settings.prepaidCheckoutMinimum),
});

/** A number as typed becomes a number; anything else goes as it is, for the schema to name the field. */
export const numberOrText = (text: string) => (text.trim() === "" || Number.isNaN(Number(text)) ? text.trim() : Number(text));

export const paymentSettings = (values: Pick<PaymentValues, "unpaidCancelDays" | "prepaidCheckoutMinimum">) => ({
  unpaidCancelDays: numberOrText(values.unpaidCancelDays),
  prepaidCheckoutMinimum: numberOrText(values.prepaidCheckoutMinimum),
});

type TextKey = "bankAccountName" | "bankAccountNumber" | "bankIfsc" | "bankName" | "upiId" | "unpaidCancelDays" | "prepaidCheckoutMinimum";

const FIELDS: Array<{ key: TextKey; label: string; hint: string; mono?: boolean; inputMode?: "numeric" | "decimal"; upper?: boolean }> = [
  { key: "bankAccountName", label: "Account name", hint: "As the bank holds it; empty prints the legal name." },
  { key: "bankAccountNumber", label: "Account number", hint: "9 to 18 digits.", mono: true, inputMode: "numeric" },
  { key: "bankIfsc", label: "IFSC", hint: "11 characters, for example SBIN0001234.", mono: true, upper: true },
  { key: "bankName", label: "Bank name", hint: "The bank and branch, for example HDFC Bank, Koramangala." },
  { key: "upiId", label: "UPI ID", hint: "name@bank, carried by the UPI QR code and link; empty takes no UPI.", mono: true },
  {
    key: "unpaidCancelDays",
    label: "Days before an unpaid order is listed for cancelling",
    hint: "Bank-transfer and UPI orders waiting longer show under Orders as unpaid too long.",
    inputMode: "numeric",
  },
];

interface PaymentSettingsProps {
  values: PaymentValues;
  errors: Partial<Record<keyof PaymentValues, string>>;
  onChange: (patch: Partial<PaymentValues>) => void;
}

/**
 * Where buyers pay a bank transfer or UPI order (printed on its proforma, never shown in the shop), how long an
 * unpaid one may wait, and whether the shop's own checkout offers these ways above an amount.
 */
export function PaymentSettings({ values, errors, onChange }: PaymentSettingsProps) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">Payments</legend>
      {FIELDS.map(({ key, label, hint, mono, inputMode, upper }) => (
        <Field key={key} label={label} hint={hint} error={errors[key]}>
          {(control) => (
            <input
              {...control}
              inputMode={inputMode}
              spellCheck={mono ? false : undefined}
              autoCapitalize={upper ? "characters" : undefined}
              className={`${inputClasses} ${mono ? "font-mono" : ""} ${upper ? "uppercase" : ""}`}
              value={values[key]}
              onChange={(event) => onChange({ [key]: upper ? event.target.value.toUpperCase() : event.target.value })}
            />
          )}
        </Field>
      ))}
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-600"
          checked={values.prepaidCheckoutEnabled}
          onChange={(event) => onChange({ prepaidCheckoutEnabled: event.target.checked })}
        />
        Offer bank transfer and UPI at checkout
      </label>
      <Field
        label="Minimum order amount (₹)"
        hint="Checkout offers bank transfer and UPI from this amount on; quotations always may."
        error={errors.prepaidCheckoutMinimum}
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            className={inputClasses}
            value={values.prepaidCheckoutMinimum}
            onChange={(event) => onChange({ prepaidCheckoutMinimum: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
