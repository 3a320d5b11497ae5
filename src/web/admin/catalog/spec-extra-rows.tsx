import { useId } from "react";
import { SPEC_EXTRA_MAX_ROWS } from "~/src/core/specs";
import { Button } from "~/src/web/components/ui/button";
import { inputClasses } from "~/src/web/admin/common/form-field";
import type { SpecFormErrors, SpecFormValues } from "./spec-form-rules";

type Row = SpecFormValues["extra"][number];

interface SpecExtraRowsProps {
  rows: Row[];
  errors: SpecFormErrors;
  onChange: (rows: Row[]) => void;
}

/** The free name–value rows of the specifications, added and removed one by one, in the order the table shows them. */
export function SpecExtraRows({ rows, errors, onChange }: SpecExtraRowsProps) {
  const setRow = (index: number, row: Row) => onChange(rows.map((current, at) => (at === index ? row : current)));
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">Other specifications</legend>
      <p className="text-xs text-slate-500">Rows such as Microcontroller: ATmega328P or Memory: 32 KB flash, in the order the table shows them.</p>
      <ul className="mt-2 space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="grid grid-cols-[1fr_2fr_auto] items-start gap-2">
            <SpecRowInput
              label={`Specification ${index + 1} name`}
              placeholder="Name"
              value={row.key}
              error={errors[`extra.${index}.key`]}
              onChange={(key) => setRow(index, { ...row, key })}
            />
            <SpecRowInput
              label={`Specification ${index + 1} value`}
              placeholder="Value"
              value={row.value}
              error={errors[`extra.${index}.value`]}
              onChange={(value) => setRow(index, { ...row, value })}
            />
            <Button
              type="button"
              variant="secondary"
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              aria-label={`Remove specification ${index + 1}`}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {errors.extra && <p className="mt-1 text-sm text-red-700">{errors.extra}</p>}
      {rows.length < SPEC_EXTRA_MAX_ROWS && (
        <Button type="button" variant="secondary" className="mt-2" onClick={() => onChange([...rows, { key: "", value: "" }])}>
          Add a row
        </Button>
      )}
    </fieldset>
  );
}

interface SpecRowInputProps {
  label: string;
  placeholder: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function SpecRowInput({ label, placeholder, value, error, onChange }: SpecRowInputProps) {
  const errorId = useId();
  return (
    <div>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
