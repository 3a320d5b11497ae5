import { useState, type FormEvent } from "react";
import type { StaffReturn } from "~/src/core/shapes/returns";
import { FormAlert } from "~/src/web/admin/common/form-field";
import { StepButtons } from "./step-buttons";

type ReceivedLine = { productId: string; restock: number; damaged: number };

interface ReceiveFormProps {
  lines: StaffReturn["lines"];
  pending: boolean;
  onSubmit(lines: ReceivedLine[]): void;
  onBack(): void;
}

const number = "h-11 w-20 rounded-lg border border-slate-300 bg-white px-2 text-base focus:border-brand-500 focus:outline-none sm:text-sm";
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/**
 * What came back, line by line: units fit to sell go back on the shelf, damaged ones are written off. Every unit
 * of the return is one or the other, so each line's two numbers must add up to its quantity.
 */
export function ReceiveForm({ lines, pending, onSubmit, onBack }: ReceiveFormProps) {
  const [counts, setCounts] = useState(() =>
    Object.fromEntries(lines.map((line) => [line.productId, { restock: String(line.quantity), damaged: "0" }])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = (productId: string, field: "restock" | "damaged", text: string) =>
    setCounts({ ...counts, [productId]: { ...counts[productId], [field]: text } });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = lines.map((line) => ({
      productId: line.productId,
      restock: whole(counts[line.productId].restock),
      damaged: whole(counts[line.productId].damaged),
    }));
    const wrong = lines.find((line, index) => result[index].restock + result[index].damaged !== line.quantity);
    if (wrong) {
      setProblem(`${wrong.name}: restocked and damaged must be whole numbers adding up to ${wrong.quantity}.`);
      return;
    }
    setProblem(null);
    onSubmit(result);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Mark the return received"
      className="space-y-3 rounded-xl border border-brand-100 bg-brand-50/50 p-4"
    >
      <p className="text-sm text-slate-700">Restocked units go back on the shelf; damaged units are written off.</p>
      <ul className="divide-y divide-brand-100">
        {lines.map((line) => (
          <li key={line.productId} className="flex flex-wrap items-end justify-between gap-3 py-2">
            <span className="min-w-0 flex-1 text-sm text-slate-900">
              {line.name} <span className="text-slate-500">× {line.quantity}</span>
            </span>
            <span className="flex gap-3">
              <label className="text-xs font-medium text-slate-700">
                Restock
                <input
                  inputMode="numeric"
                  value={counts[line.productId].restock}
                  onChange={(event) => set(line.productId, "restock", event.target.value)}
                  aria-label={`Restock ${line.name}`}
                  className={`${number} mt-1 block`}
                />
              </label>
              <label className="text-xs font-medium text-slate-700">
                Damaged
                <input
                  inputMode="numeric"
                  value={counts[line.productId].damaged}
                  onChange={(event) => set(line.productId, "damaged", event.target.value)}
                  aria-label={`Damaged ${line.name}`}
                  className={`${number} mt-1 block`}
                />
              </label>
            </span>
          </li>
        ))}
      </ul>
      <FormAlert message={problem} />
      <StepButtons label="Confirm received" pending={pending} onBack={onBack} />
    </form>
  );
}
