import { useQuery } from "@tanstack/react-query";
import { useState, type ChangeEvent } from "react";
import {
  BUSINESS_NAME_MAX,
  BUSINESS_NAME_MIN,
  checkBusinessPurchase,
  type BusinessPurchase as BusinessPurchaseFields,
} from "~/src/core/business-purchase";
import { checkGstin } from "~/src/core/gstin";
import { gstr1NameProblem } from "~/src/core/gstr1-name";
import type { BusinessOnFile } from "~/src/core/shapes/my-account";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useSession } from "~/src/web/shop/session";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useFormMessage } from "./form-messages";

const text = defineMessages("businessPurchase", {
  title: "Business purchase",
  optional: "Optional",
  toggle: "Buying for a business? Add your GSTIN for a GST tax invoice",
  gstin: "GSTIN",
  gstinPlaceholder: "15 characters, e.g. 29ABCDE1234F1ZW",
  gstinHint: "The GST number of the business, as on its registration certificate.",
  name: "Legal name of the business",
  nameHint: "As registered under this GSTIN; printed on the invoice.",
});

/**
 * "Business purchase" at both checkouts: a customer buying for a registered business adds its GSTIN and legal
 * name, and the order's invoice becomes a GST tax invoice in the business's name (CGST Rule 46(e)).
 *
 * Usage:
 *   const business = useBusinessPurchase(); // prefilled from GET /api/user/business, opened when there is one
 *   <BusinessPurchase {...business.sectionProps} idPrefix="checkout-business" className={card} />
 *   // on submit:
 *   const checked = business.validate(); // errors now shown next to the fields
 *   if (!checked.ok) return;             // stop the order
 *   send ...(checked.business ?? {})     // { gstin, businessName } only when the section is open
 */

/** What is sent with the order: the GSTIN (capitals) and the legal name registered under it. */
export type BusinessDetails = BusinessPurchaseFields;

export interface BusinessValue extends BusinessDetails {
  /** The box "Buying for a business?" is ticked: only then are the fields checked and sent. */
  open: boolean;
}

type BusinessField = keyof BusinessDetails;
export type BusinessErrors = Partial<Record<BusinessField, string>>;
export type BusinessCheck = { ok: true; business: BusinessDetails | null } | { ok: false; errors: BusinessErrors };

const CLOSED: BusinessValue = { open: false, gstin: "", businessName: "" };
// checkBusinessPurchase (src/core/business-purchase.ts) checks the whole at the server; here each field gets
// its own message, next to it, from the same limits.
const NAME_MIN = BUSINESS_NAME_MIN;
const NAME_MAX = BUSINESS_NAME_MAX;

export function businessNameError(text: string): string | undefined {
  const name = text.trim().replace(/\s+/g, " ");
  if (!name) return "Legal name of the business is required.";
  if (name.length < NAME_MIN || name.length > NAME_MAX) return `Legal name of the business must be ${NAME_MIN} to ${NAME_MAX} characters.`;
  return gstr1NameProblem(name) ?? undefined;
}

export function gstinError(text: string): string | undefined {
  if (!text.trim()) return "GSTIN is required for a GST tax invoice.";
  const checked = checkGstin(text);
  return checked.ok ? undefined : checked.message;
}

/** The section's value as it would be sent: null when closed, the cleaned fields when both are right. */
export function checkBusiness(value: BusinessValue): BusinessCheck {
  if (!value.open) return { ok: true, business: null };
  const errors: BusinessErrors = {};
  const gstin = gstinError(value.gstin);
  const name = businessNameError(value.businessName);
  if (gstin) errors.gstin = gstin;
  if (name) errors.businessName = name;
  if (gstin || name) return { ok: false, errors };
  // The server's own rule gives the values it will store (GSTIN in capitals, the name's spaces collapsed).
  const whole = checkBusinessPurchase(value);
  if (!whole.ok) return { ok: false, errors: { gstin: whole.message } };
  return { ok: true, business: whole.purchase };
}

const FIELD_ERRORS: Record<BusinessField, (text: string) => string | undefined> = { gstin: gstinError, businessName: businessNameError };

/** GET /api/user/business: the last business purchase's GSTIN and legal name, or null. Never blocks checkout. */
function useSavedBusiness() {
  const { token } = useSession();
  return useQuery({
    queryKey: queryKeys.business.mine(token),
    queryFn: ({ signal }) => apiCall<Partial<BusinessOnFile>>("/api/user/business", { token, signal }).then((data) => data.business ?? null),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    // A prefill is a convenience: when it fails the customer types the fields, so do not keep checkout waiting.
    retry: false,
  });
}

/** Value, errors and checks of a BusinessPurchase section. */
export function useBusinessPurchase() {
  const saved = useSavedBusiness();
  // Until the customer touches the section it shows the saved business (opened), once that has loaded.
  const [draft, setDraft] = useState<BusinessValue | null>(null);
  const [errors, setErrors] = useState<BusinessErrors>({});
  // Fields checked once (left after typing, or at submit): from then on their message follows the typing.
  const [checked, setChecked] = useState<Partial<Record<BusinessField, boolean>>>({});
  const prefill = saved.data ? { open: true, ...saved.data } : CLOSED;
  const value = draft ?? prefill;

  const recheck = (next: BusinessValue, fields: Partial<Record<BusinessField, boolean>>): BusinessErrors => {
    if (!next.open) return {};
    const found: BusinessErrors = {};
    for (const field of ["gstin", "businessName"] as const) {
      if (fields[field]) found[field] = FIELD_ERRORS[field](next[field]);
    }
    return found;
  };

  const onChange = (next: BusinessValue) => {
    setDraft(next);
    setErrors(recheck(next, checked));
  };

  const onBlur = (field: BusinessField) => {
    // Passing through an empty field is not a mistake yet; leaving one typed in is checked at once.
    if (!value.open || (!value[field].trim() && !checked[field])) return;
    const fields = { ...checked, [field]: true };
    setChecked(fields);
    setErrors(recheck(value, fields));
  };

  const validate = (): BusinessCheck => {
    const result = checkBusiness(value);
    setChecked({ gstin: true, businessName: true });
    setErrors(result.ok ? {} : result.errors);
    return result;
  };

  return {
    value,
    errors,
    /** True while the saved business loads (a checkout may wait, so the section does not open under the customer). */
    loading: saved.isLoading,
    validate,
    sectionProps: { value, errors, onChange, onBlur },
  };
}

export interface BusinessPurchaseProps {
  value: BusinessValue;
  onChange(value: BusinessValue): void;
  onBlur?(field: BusinessField): void;
  errors?: BusinessErrors;
  /** Prefix of the ids, when two forms share a page. */
  idPrefix?: string;
  disabled?: boolean;
  /** The card around the section (each checkout has its own). */
  className?: string;
}

const inputClass = (error: string | undefined) =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100 ${
    error ? "border-sale focus:border-sale focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200"
  }`;

/** GSTIN as typed: capitals, no spaces (a pasted "29 ABCDE 1234 F1ZW" too), keeping the caret where it was. */
function typedGstin(event: ChangeEvent<HTMLInputElement>): string {
  const input = event.target;
  const caret = input.selectionStart ?? input.value.length;
  const next = input.value.toUpperCase().replace(/\s+/g, "");
  if (next !== input.value) {
    const before = input.value.slice(0, caret).replace(/\s+/g, "").length;
    input.value = next;
    input.setSelectionRange(before, before);
  }
  return next;
}

/** The optional section itself: a box to tick, then the GSTIN and the business's legal name. */
export function BusinessPurchase({ value, onChange, onBlur, errors: found = {}, idPrefix = "business", disabled, className }: BusinessPurchaseProps) {
  const t = useT();
  // The rules' English messages (src/core), in the page's language.
  const formMessage = useFormMessage();
  const errors: BusinessErrors = { gstin: formMessage(found.gstin), businessName: formMessage(found.businessName) };
  const ids = { title: `${idPrefix}-title`, gstin: `${idPrefix}-gstin`, name: `${idPrefix}-name`, fields: `${idPrefix}-fields` };
  const describedBy = (id: string, error: string | undefined) => [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <section aria-labelledby={ids.title} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={ids.title} className="text-lg font-bold text-slate-900">
          {t(text.title)}
        </h2>
        <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(text.optional)}</span>
      </div>
      <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={value.open}
          disabled={disabled}
          aria-controls={value.open ? ids.fields : undefined}
          aria-expanded={value.open}
          onChange={(event) => onChange({ ...value, open: event.target.checked })}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        />
        <span>{t(text.toggle)}</span>
      </label>
      {value.open && (
        <div id={ids.fields} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.gstin} className="mb-1 block text-sm font-medium text-slate-700">
              {t(text.gstin)}
              <span className="text-sale" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <input
              id={ids.gstin}
              name="gstin"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t(text.gstinPlaceholder)}
              required
              disabled={disabled}
              value={value.gstin}
              onChange={(event) => onChange({ ...value, gstin: typedGstin(event) })}
              onBlur={() => onBlur?.("gstin")}
              aria-invalid={errors.gstin ? true : undefined}
              aria-describedby={describedBy(ids.gstin, errors.gstin)}
              className={`${inputClass(errors.gstin)} font-mono uppercase tracking-wide`}
            />
            <p id={`${ids.gstin}-hint`} className="mt-1 text-xs text-slate-500">
              {t(text.gstinHint)}
            </p>
            {errors.gstin && (
              <p id={`${ids.gstin}-error`} className="mt-1 text-xs font-medium text-sale">
                {errors.gstin}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={ids.name} className="mb-1 block text-sm font-medium text-slate-700">
              {t(text.name)}
              <span className="text-sale" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <input
              id={ids.name}
              name="businessName"
              type="text"
              autoComplete="organization"
              maxLength={NAME_MAX + 20}
              required
              disabled={disabled}
              value={value.businessName}
              onChange={(event) => onChange({ ...value, businessName: event.target.value })}
              onBlur={() => onBlur?.("businessName")}
              aria-invalid={errors.businessName ? true : undefined}
              aria-describedby={describedBy(ids.name, errors.businessName)}
              className={inputClass(errors.businessName)}
            />
            <p id={`${ids.name}-hint`} className="mt-1 text-xs text-slate-500">
              {t(text.nameHint)}
            </p>
            {errors.businessName && (
              <p id={`${ids.name}-error`} className="mt-1 text-xs font-medium text-sale">
                {errors.businessName}
              </p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
