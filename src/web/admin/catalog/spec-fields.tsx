import { INTERFACES, LOGIC_LEVELS, PART_KINDS } from "~/src/core/specs";
import { INTERFACE_LABELS, KIND_LABELS, LOGIC_LABELS, SPEC_LABELS } from "~/src/core/spec-labels";
import { Field, inputClasses } from "~/src/web/admin/common/form-field";
import { SpecExtraRows } from "./spec-extra-rows";
import type { SpecFormErrors, SpecFormValues } from "./spec-form-rules";

type NumberField = "voltageMin" | "voltageMax" | "currentMa" | "powerSourceVoltage" | "length" | "width" | "height" | "weightG";

interface SpecFieldsProps {
  values: SpecFormValues;
  errors: SpecFormErrors;
  onChange: (values: SpecFormValues) => void;
}

/**
 * The product's structured specifications (src/core/specs.ts): the attributes the product page's table, the
 * catalog's filters and the kit's hints read, and free name–value rows for everything else. Empty means unknown.
 */
export function SpecFields({ values, errors, onChange }: SpecFieldsProps) {
  const set = <K extends keyof SpecFormValues>(key: K, value: SpecFormValues[K]) => onChange({ ...values, [key]: value });

  const numberInput = (key: NumberField, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <input {...control} className={inputClasses} inputMode="decimal" value={values[key]} onChange={(event) => set(key, event.target.value)} />
      )}
    </Field>
  );

  const yesNo = (key: "needsDriver" | "isDriver", label: string, hint: string) => (
    <Field label={label} hint={hint} error={errors[key]}>
      {(control) => (
        <select
          {...control}
          className={inputClasses}
          value={values[key]}
          onChange={(event) => set(key, event.target.value as SpecFormValues[typeof key])}
        >
          <option value="">Not stated</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      )}
    </Field>
  );

  const toggleInterface = (name: (typeof INTERFACES)[number], on: boolean) =>
    set(
      "interfaces",
      INTERFACES.filter((known) => (known === name ? on : values.interfaces.includes(known))),
    );
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">Specifications</legend>
      <p className="text-xs text-slate-500">
        Shown as a table on the product page and used by the catalog&apos;s filters and the kit builder&apos;s hints. Leave a fact empty when the
        description does not state it.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberInput("voltageMin", "Minimum voltage (V)", "For a single voltage, enter it here and as the maximum.")}
        {numberInput("voltageMax", "Maximum voltage (V)")}
        <Field label={SPEC_LABELS.logic} hint="The voltage of its signal pins." error={errors.logic}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={values.logic}
              onChange={(event) => set("logic", event.target.value as SpecFormValues["logic"])}
            >
              <option value="">Not stated</option>
              {LOGIC_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {LOGIC_LABELS[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {numberInput("currentMa", "Current draw (mA)")}
        {yesNo("needsDriver", SPEC_LABELS.needsDriver, "Yes for DC gear motors and steppers; no for servos.")}
        {yesNo("isDriver", SPEC_LABELS.isDriver, "Yes for driver boards and chips such as the L298N or A4988.")}
        {numberInput("powerSourceVoltage", "Power source voltage (V)", "Only for batteries, battery holders and adapters: the voltage they give.")}
        {numberInput("weightG", "Weight (g)")}
        <Field label={SPEC_LABELS.kind} hint="What the kit builder looks for; most parts are none of these." error={errors.kind}>
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={values.kind}
              onChange={(event) => set("kind", event.target.value as SpecFormValues["kind"])}
            >
              <option value="">None of these</option>
              {PART_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Dimensions (mm)</legend>
        <div className="mt-1.5 grid grid-cols-3 gap-3">
          {numberInput("length", "Length")}
          {numberInput("width", "Width")}
          {numberInput("height", "Height", "Optional")}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{SPEC_LABELS.interfaces}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1">
          {INTERFACES.map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-brand-600"
                checked={values.interfaces.includes(name)}
                onChange={(event) => toggleInterface(name, event.target.checked)}
              />
              {INTERFACE_LABELS[name]}
            </label>
          ))}
        </div>
        {errors.interfaces && <p className="mt-1 text-sm text-red-700">{errors.interfaces}</p>}
      </fieldset>
      <SpecExtraRows rows={values.extra} errors={errors} onChange={(extra) => set("extra", extra)} />
    </fieldset>
  );
}
