import { useState, type FormEvent } from "react";
import { toast } from "~/src/web/lib/toast";
import { financialYear } from "~/src/core/financial-year";
import { checkGstin } from "~/src/core/gstin";
import { INDIAN_STATES, resolveState } from "~/src/core/india-states";
import { shopSettingsSchema, type ShopSettings } from "~/src/core/shapes/shop";
import { Button } from "~/src/web/components/ui/button";
import { Field, FormAlert, inputClasses } from "~/src/web/admin/common/form-field";
import { PaymentSettings, paymentSettings, paymentValues, type PaymentValues } from "./payment-settings";
import { ReviewSettings, reviewSettings, reviewValues, type ReviewValues } from "./review-settings";
import { useSaveShopSettings } from "./settings-api";

type Values = Omit<ShopSettings, "addressLines" | "deliveryFee" | keyof PaymentValues | keyof ReviewValues> &
  PaymentValues &
  ReviewValues & { addressLines: string; deliveryFee: string };
type Errors = Partial<Record<keyof ShopSettings, string>>;

const toValues = (settings: ShopSettings): Values => ({
  ...settings,
  // The select lists the canonical names; a state stored as "KA" or "karnataka" shows as Karnataka.
  state: resolveState(settings.state)?.name ?? settings.state,
  invoicePrefix: settings.invoicePrefix ?? "TW",
  signatory: settings.signatory ?? "",
  addressLines: settings.addressLines.join("\n"),
  deliveryFee: String(settings.deliveryFee),
  ...paymentValues(settings),
  ...reviewValues(settings),
});

/**
 * The GSTIN's own check (check character included) and, since the invoice prints the shop's GSTIN beside its
 * state and state code (Rule 46(a)), that its first two digits are the chosen state's code.
 */
function gstinProblem(gstin: string, stateName: string): string | undefined {
  if (!gstin.trim()) return undefined;
  const checked = checkGstin(gstin);
  if (!checked.ok) return checked.message;
  const state = resolveState(stateName);
  if (state && checked.stateCode !== state.code) return `GSTIN must start with ${state.code}, the state code of ${state.name}.`;
  return undefined;
}

/** "TW/26-27/00042": how an invoice number with this prefix reads in the current financial year. */
const exampleNumber = (prefix: string, series = "") => `${prefix || "TW"}${series}/${financialYear(new Date()).label}/00042`;

function toSettings(values: Values): unknown {
  const fee = values.deliveryFee.trim();
  return {
    ...values,
    addressLines: values.addressLines
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    deliveryFee: fee === "" || Number.isNaN(Number(fee)) ? fee : Number(fee),
    hours: values.hours.filter((row) => row.days.trim() || row.time.trim()),
    ...paymentSettings(values),
    ...reviewSettings(values),
  };
}

const NAME_FIELDS = [
  { key: "legalName", label: "Legal name (on invoices)", hint: "As registered for GST; printed on invoices." },
  { key: "displayName", label: "Display name", hint: "What customers see in the shop." },
] as const;
const CONTACT_FIELDS = [
  { key: "phone", label: "Phone", hint: "A 10-digit mobile number; shown as typed." },
  { key: "email", label: "E-mail" },
] as const;

/** The shop's details and switches: the owner edits them, staff read them. */
export function SettingsForm({ settings, editable }: { settings: ShopSettings; editable: boolean }) {
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    // The same schema the server applies, so its messages appear next to their fields before sending.
    const checked = shopSettingsSchema.safeParse(toSettings(values));
    const found: Errors = {};
    // Checked here too: the schema's check of GSTIN against the state waits until every other field is right.
    const gstin = gstinProblem(values.gstin, values.state);
    if (gstin) found.gstin = gstin;
    if (!values.state) found.state = "Choose the state the shop is registered in.";
    if (!checked.success) {
      for (const issue of checked.error.issues) found[issue.path[0] as keyof ShopSettings] ??= issue.message;
    }
    if (!checked.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setValues(toValues(saved));
        toast.success("Shop settings saved.");
      },
      onError: (error) => {
        setRefusal(error.message);
        toast.error(error.message);
      },
    });
  };

  const hours = values.hours;
  const setHour = (index: number, key: "days" | "time", value: string) =>
    set(
      "hours",
      hours.map((row, i) => (i === index ? { ...row, [key]: value } : row)),
    );

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      {!editable && (
        <p role="note" className="mb-4 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          Only the owner can change the shop settings. You can read them here.
        </p>
      )}
      <fieldset disabled={!editable || save.isPending} className="space-y-5">
        {Object.keys(errors).length > 0 && <FormAlert message="Please correct the fields marked below." />}
        <FormAlert message={refusal} />
        <div className="grid gap-4 sm:grid-cols-2">
          {NAME_FIELDS.map(({ key, label, hint }) => (
            <Field key={key} label={label} hint={hint} error={errors[key]}>
              {(control) => <input {...control} className={inputClasses} value={values[key]} onChange={(event) => set(key, event.target.value)} />}
            </Field>
          ))}
          <Field label="State" hint="Where the shop is registered for GST." error={errors.state}>
            {(control) => (
              <select {...control} className={inputClasses} value={values.state} onChange={(event) => set("state", event.target.value)}>
                <option value="">Choose the state</option>
                {/* A state saved before the list existed stays visible until the owner picks one from it. */}
                {values.state && !resolveState(values.state) && <option value={values.state}>{values.state} (not on the list)</option>}
                {INDIAN_STATES.map((state) => (
                  <option key={state.code} value={state.name}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label="GSTIN"
            hint={`15 characters; the first two are the state's code${resolveState(values.state) ? ` (${resolveState(values.state)!.code})` : ""}. Empty if the shop has none.`}
            error={errors.gstin}
          >
            {(control) => (
              <input
                {...control}
                className={`${inputClasses} font-mono uppercase`}
                autoCapitalize="characters"
                spellCheck={false}
                value={values.gstin}
                onChange={(event) => set("gstin", event.target.value.toUpperCase().replace(/\s+/g, ""))}
              />
            )}
          </Field>
          {CONTACT_FIELDS.map(({ key, label, ...rest }) => (
            <Field key={key} label={label} hint={"hint" in rest ? rest.hint : undefined} error={errors[key]}>
              {(control) => <input {...control} className={inputClasses} value={values[key]} onChange={(event) => set(key, event.target.value)} />}
            </Field>
          ))}
        </div>
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-800">Invoices</legend>
          <Field
            label="Invoice prefix"
            hint={`1 or 2 letters or digits. Numbers look like ${exampleNumber(values.invoicePrefix)}; credit notes ${exampleNumber(values.invoicePrefix, "CN")}.`}
            error={errors.invoicePrefix}
          >
            {(control) => (
              <input
                {...control}
                className={`${inputClasses} font-mono uppercase sm:max-w-[8rem]`}
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={2}
                value={values.invoicePrefix}
                onChange={(event) => set("invoicePrefix", event.target.value.toUpperCase().replace(/\s+/g, ""))}
              />
            )}
          </Field>
          <Field
            label="Authorised signatory"
            hint="Printed under the signature line on invoices; leave empty to print the line alone."
            error={errors.signatory}
          >
            {(control) => (
              <input
                {...control}
                className={inputClasses}
                autoComplete="name"
                value={values.signatory}
                onChange={(event) => set("signatory", event.target.value)}
              />
            )}
          </Field>
        </fieldset>
        <Field label="Address" hint="One line per row, as it appears on the contact page and invoices." error={errors.addressLines}>
          {(control) => (
            <textarea
              {...control}
              rows={4}
              className={inputClasses}
              value={values.addressLines}
              onChange={(event) => set("addressLines", event.target.value)}
            />
          )}
        </Field>
        <Field label="Delivery fee (₹)" hint="Added to every component order." error={errors.deliveryFee} className="sm:max-w-xs">
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              className={inputClasses}
              value={values.deliveryFee}
              onChange={(event) => set("deliveryFee", event.target.value)}
            />
          )}
        </Field>
        <PaymentSettings values={values} errors={errors} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
        <ReviewSettings values={values} error={errors.reviewRequestDays} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Opening hours</legend>
          <ul className="mt-2 space-y-2">
            {hours.map((row, index) => (
              <li key={index} className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_auto]">
                <input
                  aria-label={`Days, row ${index + 1}`}
                  className={inputClasses}
                  value={row.days}
                  placeholder="Monday to Saturday"
                  onChange={(event) => setHour(index, "days", event.target.value)}
                />
                <input
                  aria-label={`Time, row ${index + 1}`}
                  className={`${inputClasses} col-start-1 sm:col-start-auto`}
                  value={row.time}
                  placeholder="10:00 am – 7:00 pm"
                  onChange={(event) => setHour(index, "time", event.target.value)}
                />
                <Button
                  variant="danger"
                  size="sm"
                  className="row-span-2 self-center sm:row-span-1"
                  onClick={() =>
                    set(
                      "hours",
                      hours.filter((_, i) => i !== index),
                    )
                  }
                >
                  Remove <span className="sr-only">row {index + 1}</span>
                </Button>
              </li>
            ))}
          </ul>
          {errors.hours && <p className="mt-1 text-sm text-red-700">{errors.hours}</p>}
          {hours.length < 7 && (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => set("hours", [...hours, { days: "", time: "" }])}>
              Add a row
            </Button>
          )}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            checked={values.workshopBookingsEnabled}
            onChange={(event) => set("workshopBookingsEnabled", event.target.checked)}
          />
          Take workshop bookings
          <span className="font-normal text-slate-500">(off: Book Now answers &quot;This Feature Not Enabled Yet!&quot;)</span>
        </label>
        {editable && (
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save settings"}
          </Button>
        )}
      </fieldset>
    </form>
  );
}
