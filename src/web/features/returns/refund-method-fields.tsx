import type { InputHTMLAttributes } from "react";
import type { RefundMethod } from "~/src/core/returns";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.refundMethod", {
  legend: "Where should the refund go?",
  intro: "You paid cash on delivery, so we pay the refund to your UPI ID or bank account.",
  upi: "UPI",
  bank: "Bank account",
  upiId: "UPI ID",
  upiExample: "name@okaxis",
  holder: "Account holder's name",
  account: "Account number",
  ifsc: "IFSC",
});

/** checkRefundMethod's rules (src/core/returns.ts), said in Hindi next to the field they are about. */
const problemText = defineMessages("returns.refundProblem", {
  upi: "UPI ID must look like name@bank, for example asha.verma@okaxis.",
  holder: "Account holder's name is required (2 to 100 characters).",
  account: "Account number must be 9 to 18 digits.",
  ifsc: "IFSC must be 4 letters, a 0, then 6 letters or digits, for example SBIN0001234.",
});

export type RefundField = "upi" | "holder" | "account" | "ifsc";
export interface RefundInput {
  via: "upi" | "bank";
  upi: string;
  holder: string;
  account: string;
  ifsc: string;
}
export const EMPTY_REFUND: RefundInput = { via: "upi", upi: "", holder: "", account: "", ifsc: "" };

/** What core's checkRefundMethod is asked: only the chosen way. */
export function refundMethodOf(input: RefundInput): RefundMethod {
  return input.via === "upi" ? { upi: input.upi } : { bank: { holder: input.holder, account: input.account, ifsc: input.ifsc } };
}

/** checkRefundMethod's messages start with the field they are about; the message goes next to that field. */
export function refundErrorField(message: string, via: RefundInput["via"]): RefundField {
  if (via === "upi") return "upi";
  if (message.startsWith("Account holder")) return "holder";
  if (message.startsWith("IFSC")) return "ifsc";
  return "account";
}

const input =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none aria-[invalid=true]:border-red-400";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  field: RefundField;
  label: string;
  error?: { field: RefundField; message: string };
  onText(value: string): void;
}

function TextField({ field, label, error, onText, ...props }: TextFieldProps) {
  const t = useT();
  const english = useLanguage() === "en";
  // English pages keep core's own words; a Hindi page says the same rule in Hindi.
  const message = error?.field === field ? (english ? error.message : t(problemText[field])) : undefined;
  const errorId = `refund-${field}-error`;
  return (
    <div>
      <label htmlFor={`refund-${field}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`refund-${field}`}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => onText(event.target.value)}
        className={input}
        {...props}
      />
      {message && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

interface RefundMethodFieldsProps {
  value: RefundInput;
  onChange(value: RefundInput): void;
  error?: { field: RefundField; message: string };
}

/** Where a cash-on-delivery order's money goes back: a UPI ID, or a bank account. */
export function RefundMethodFields({ value, onChange, error }: RefundMethodFieldsProps) {
  const t = useT();
  const set = (field: keyof RefundInput) => (text: string) => onChange({ ...value, [field]: text });
  const radio = (via: RefundInput["via"], label: string) => (
    <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
      <input type="radio" name="refund-via" value={via} checked={value.via === via} onChange={() => onChange({ ...value, via })} />
      {label}
    </label>
  );
  return (
    <fieldset>
      <legend className="text-base font-bold text-slate-900">{t(text.legend)}</legend>
      <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
      <div className="mt-3 flex gap-2">
        {radio("upi", t(text.upi))}
        {radio("bank", t(text.bank))}
      </div>
      <div className="mt-3 space-y-3">
        {value.via === "upi" ? (
          <TextField
            field="upi"
            label={t(text.upiId)}
            value={value.upi}
            onText={set("upi")}
            error={error}
            placeholder={t(text.upiExample)}
            inputMode="email"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
          />
        ) : (
          <>
            <TextField field="holder" label={t(text.holder)} value={value.holder} onText={set("holder")} error={error} autoComplete="name" />
            <TextField
              field="account"
              label={t(text.account)}
              value={value.account}
              onText={set("account")}
              error={error}
              inputMode="numeric"
              autoComplete="off"
            />
            <TextField
              field="ifsc"
              label={t(text.ifsc)}
              value={value.ifsc}
              onText={set("ifsc")}
              error={error}
              placeholder="SBIN0001234"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
