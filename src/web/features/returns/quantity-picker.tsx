import { ProductImage } from "~/src/web/components/product-image";
import type { ReturnableOrder } from "./returnable-order";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.quantity", {
  legend: "What are you returning?",
  bought: "Bought {count}",
  already: " · {count} already in a return",
  allReturned: "All returned",
});

interface QuantityPickerProps {
  lines: ReturnableOrder["lines"];
  /** Units of each product earlier returns already took. */
  taken: Map<string, number>;
  quantities: Record<string, number>;
  onChange(productId: string, quantity: number): void;
  error?: string;
}

const select = "h-11 w-24 rounded-lg border border-slate-300 bg-white px-2 text-base text-slate-900 focus:border-brand-500 focus:outline-none";

/**
 * How many units of each line go back: a choice from 0 to what is left of the line (bought minus earlier
 * returns), so nobody can ask for more than they have.
 */
export function QuantityPicker({ lines, taken, quantities, onChange, error }: QuantityPickerProps) {
  const t = useT();
  return (
    <fieldset aria-describedby={error ? "return-lines-error" : undefined}>
      <legend className="text-base font-bold text-slate-900">{t(text.legend)}</legend>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {lines.map((line) => {
          const already = taken.get(line.productId) ?? 0;
          const left = Math.max(0, line.quantity - already);
          const id = `return-qty-${line.productId}`;
          return (
            <li key={line.productId} className="flex items-center gap-3 p-3">
              <div className="w-14 shrink-0 overflow-hidden rounded-lg border border-slate-200">
                <ProductImage src={line.image} alt="" size={56} className="[&_img]:p-1" />
              </div>
              <div className="min-w-0 flex-1">
                <label htmlFor={left > 0 ? id : undefined} className="line-clamp-2 text-sm font-semibold text-slate-900">
                  {line.name}
                </label>
                <p className="text-xs text-slate-500">
                  {t(text.bought, { count: line.quantity })}
                  {already > 0 && t(text.already, { count: already })}
                </p>
              </div>
              {left > 0 ? (
                <select
                  id={id}
                  value={quantities[line.productId] ?? 0}
                  onChange={(event) => onChange(line.productId, Number(event.target.value))}
                  className={select}
                >
                  {Array.from({ length: left + 1 }, (_, count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              ) : (
                <span className="text-xs font-medium text-slate-500">{t(text.allReturned)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="return-lines-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
