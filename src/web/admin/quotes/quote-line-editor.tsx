import { useId, type ReactNode } from "react";
import { GST_RATES } from "~/src/core/gst-tax";
import { formatRupees } from "~/src/core/money";
import type { Quote } from "~/src/core/shapes/quotes";
import { Button } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import { inputClasses } from "~/src/web/admin/common/form-field";
import { draftAmount, lineKey, type LineDraft, type PricingErrors } from "./quote-pricing";

type QuoteLine = Quote["lines"][number];

/** A small field of a line; the line's name is part of its label, since every line has the same fields. */
function LineField({
  label,
  line,
  error,
  children,
}: {
  label: string;
  line: string;
  error?: string;
  children: (id: string, described?: string) => ReactNode;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">
        {label} <span className="sr-only">of {line}</span>
      </label>
      <div className="mt-1">{children(id, errorId)}</div>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface LineEditorProps {
  line: QuoteLine;
  draft: LineDraft;
  errors: PricingErrors;
  onChange: (next: LineDraft) => void;
}

/** One requested line: what the catalog asks for it, and the price, discount (and for free text, the tax) staff quote. */
export function QuoteLineEditor({ line, draft, errors, onChange }: LineEditorProps) {
  const set = (field: keyof LineDraft) => (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value });
  const freeText = line.productId === null;
  const amount = draftAmount(draft, line.quantity);
  const invalid = (field: keyof LineDraft) => (errors[lineKey(line.position, field)] ? true : undefined);
  const input = `${inputClasses} tabular-nums`;

  return (
    <li className={`rounded-lg border p-3 ${draft.removed ? "border-dashed border-slate-300 bg-slate-50" : "border-slate-200 bg-white"}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`font-medium ${draft.removed ? "text-slate-600 line-through" : "text-slate-900"}`}>{line.name}</p>
          <p className="text-sm text-slate-600">
            Qty {line.quantity} · {line.catalogPrice === null ? "Free text, not in the catalog" : `Catalog price ${rupees(line.catalogPrice)} each`}
          </p>
        </div>
        <Button variant={draft.removed ? "secondary" : "danger"} size="sm" onClick={() => onChange({ ...draft, removed: !draft.removed })}>
          {draft.removed ? "Keep" : "Remove"} <span className="sr-only">{line.name}</span>
        </Button>
      </div>
      {draft.removed ? (
        <p className="mt-2 text-sm text-slate-600">Removed: this line is left out when the prices are saved.</p>
      ) : (
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <LineField label="Unit price (₹)" line={line.name} error={errors[lineKey(line.position, "unitPrice")]}>
            {(id, described) => (
              <input
                id={id}
                inputMode="decimal"
                className={input}
                value={draft.unitPrice}
                placeholder={freeText ? "Not priced" : undefined}
                onChange={set("unitPrice")}
                aria-invalid={invalid("unitPrice")}
                aria-describedby={described}
              />
            )}
          </LineField>
          <LineField label="Discount (%)" line={line.name} error={errors[lineKey(line.position, "discountPercent")]}>
            {(id, described) => (
              <input
                id={id}
                inputMode="numeric"
                className={input}
                value={draft.discountPercent}
                onChange={set("discountPercent")}
                aria-invalid={invalid("discountPercent")}
                aria-describedby={described}
              />
            )}
          </LineField>
          {freeText && (
            <>
              <LineField label="HSN" line={line.name} error={errors[lineKey(line.position, "hsn")]}>
                {(id, described) => (
                  <input
                    id={id}
                    inputMode="numeric"
                    maxLength={8}
                    className={`${input} font-mono`}
                    value={draft.hsn}
                    onChange={set("hsn")}
                    aria-invalid={invalid("hsn")}
                    aria-describedby={described}
                  />
                )}
              </LineField>
              <LineField label="GST rate (%)" line={line.name}>
                {(id) => (
                  <select id={id} className={input} value={draft.gstRate} onChange={set("gstRate")}>
                    {GST_RATES.map((rate) => (
                      <option key={rate} value={String(rate)}>
                        {rate} %
                      </option>
                    ))}
                  </select>
                )}
              </LineField>
            </>
          )}
          <p className="col-span-2 self-end text-sm text-slate-700 sm:col-span-4">
            Line total: <span className="font-semibold text-slate-900">{amount === null ? "not priced yet" : formatRupees(amount)}</span>
          </p>
        </div>
      )}
    </li>
  );
}
