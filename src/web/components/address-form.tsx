import { useCallback, useMemo, useState } from "react";
import type { ADDRESS_FIELDS, Address } from "~/src/core/shapes/address";
import { addressSchema } from "~/src/core/validation";
import { StateSuggestions } from "./state-suggestions";
import { usePinPlace } from "./use-pin-place";
import { defineMessages, type Message } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useFormMessage } from "./form-messages";

const text = defineMessages("addressForm", {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  emailPlaceholder: "you@example.com",
  street: "Street address",
  streetPlaceholder: "House no., building, street, area",
  pin: "PIN",
  pinPlaceholder: "6 digits",
  city: "City",
  state: "State",
  country: "Country",
  phone: "Phone",
  phonePlaceholder: "10-digit mobile number",
});

/**
 * The delivery address form of both checkouts (§5: all nine fields required, email of email type,
 * PIN 6 digits, phone a 10-digit Indian mobile). Controlled: the parent keeps the value.
 *
 * Usage (the hook keeps value + errors and validates with the shared addressSchema):
 *   const draft = useAddressDraft();
 *   <AddressForm {...draft.formProps} />
 *   const address = draft.validate(); // Address (trimmed, phone normalised) or null; errors now shown
 * After the first validate(), errors follow the user's typing so a fixed field loses its message.
 *
 * The draft looks up the PIN (use-pin-place.ts): it fills City and State from it, and an unknown PIN or a
 * State other than the PIN's is shown beside its field at once and stops validate(). The PIN comes before
 * City and State so that they are filled by the time the customer reaches them.
 */
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValue = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const DEFAULT_COUNTRY = "India";
export const EMPTY_ADDRESS: AddressValue = {
  firstName: "",
  lastName: "",
  email: "",
  street: "",
  city: "",
  state: "",
  zipcode: "",
  country: DEFAULT_COUNTRY,
  phone: "",
};

export type AddressCheck = { ok: true; address: Address; errors: AddressErrors } | { ok: false; errors: AddressErrors };

/** One message per field (the first problem), in the words of the shared schema. */
export function checkAddress(value: AddressValue): AddressCheck {
  const parsed = addressSchema.safeParse(value);
  if (parsed.success) return { ok: true, address: parsed.data, errors: {} };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export interface AddressFormProps {
  value: AddressValue;
  onChange(value: AddressValue): void;
  errors?: AddressErrors;
  /** Prefix for input ids, needed when two forms share a page. */
  idPrefix?: string;
  disabled?: boolean;
}

interface FieldSpec {
  name: AddressField;
  label: Message;
  autoComplete: string;
  type?: "email" | "tel" | "text";
  inputMode?: "numeric" | "tel" | "email";
  wide?: boolean;
  placeholder?: Message;
  maxLength?: number;
}

const FIELDS: FieldSpec[] = [
  { name: "firstName", label: text.firstName, autoComplete: "given-name" },
  { name: "lastName", label: text.lastName, autoComplete: "family-name" },
  { name: "email", label: text.email, autoComplete: "email", type: "email", inputMode: "email", wide: true, placeholder: text.emailPlaceholder },
  { name: "street", label: text.street, autoComplete: "street-address", wide: true, placeholder: text.streetPlaceholder },
  { name: "zipcode", label: text.pin, autoComplete: "postal-code", inputMode: "numeric", placeholder: text.pinPlaceholder, maxLength: 6 },
  { name: "city", label: text.city, autoComplete: "address-level2" },
  { name: "state", label: text.state, autoComplete: "address-level1" },
  { name: "country", label: text.country, autoComplete: "country-name" },
  {
    name: "phone",
    label: text.phone,
    autoComplete: "tel",
    type: "tel",
    inputMode: "tel",
    wide: true,
    placeholder: text.phonePlaceholder,
    maxLength: 16,
  },
];

export function AddressForm({ value, onChange, errors = {}, idPrefix = "address", disabled }: AddressFormProps) {
  const t = useT();
  const formMessage = useFormMessage();
  return (
    <div className="grid grid-cols-1 gap-x-4 gap-y-4 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const error = formMessage(errors[field.name]);
        return (
          <div key={field.name} className={field.wide ? "sm:col-span-2" : undefined}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
              {t(field.label)}
              <span className="text-sale" aria-hidden="true">
                {" "}
                *
              </span>
            </label>
            <input
              id={id}
              name={field.name}
              type={field.type ?? "text"}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder && t(field.placeholder)}
              maxLength={field.maxLength}
              required
              disabled={disabled}
              value={value[field.name]}
              onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100 ${
                error ? "border-sale focus:border-sale focus:ring-red-200" : "border-slate-300 focus:border-brand-500 focus:ring-brand-200"
              }`}
            />
            {field.name === "state" && (
              <StateSuggestions text={value.state} onPick={(name) => onChange({ ...value, state: name })} disabled={disabled} />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-xs font-medium text-sale">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** Value + errors state for an AddressForm, validating with the shared schema and the PIN's lookup. */
export function useAddressDraft(initial: AddressValue = EMPTY_ADDRESS) {
  const [value, setValue] = useState<AddressValue>(initial);
  const [checked, setChecked] = useState(false);
  const place = usePinPlace(value, setValue);
  // The schema's messages once validate() ran (then following the typing); the lookup's at once. The schema's
  // come first: "PIN must be 6 digits" says more than anything the lookup could.
  const errors = useMemo<AddressErrors>(
    () => ({ ...place.problems, ...(checked ? checkAddress(value).errors : {}) }),
    [checked, value, place.problems],
  );

  const validate = useCallback((): Address | null => {
    const result = checkAddress(value);
    setChecked(true);
    // A lookup still on its way, or one that failed, stops nothing: the server checks the address too.
    return result.ok && Object.keys(place.problems).length === 0 ? result.address : null;
  }, [value, place.problems]);

  const { forget } = place;
  const reset = useCallback(() => {
    setValue(initial);
    setChecked(false);
    forget();
  }, [initial, forget]);

  return { value, errors, validate, reset, lookedUpPin: place.lookedUpPin, formProps: { value, onChange: setValue, errors } };
}
