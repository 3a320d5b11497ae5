import { useId } from "react";
import { KIT_MAX_ITEMS } from "~/src/core/constants";
import type { KitHintView } from "~/src/core/shapes/kit-hints";
import type { ProductCardData } from "~/src/core/shapes/product";
import { defineMessages } from "~/src/core/i18n";
import { rupees } from "~/src/web/lib/format";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitHints", {
  title: "Tips for your kit",
  landmark: "Kit hints",
  inStock: "In stock: {names}",
  toAdd: "Products to add",
  added: "Added {name}",
  add: "Add {name}",
});

interface KitHintsProps {
  hints: KitHintView[];
  /** The kit's parts now: a suggestion already added shows as added (the next answer is on its way). */
  chosen?: ReadonlySet<string>;
  /** One click adds the product to the kit; without it (the staff's view) suggestions are only named. */
  onAdd?(product: ProductCardData): void;
  /** A heading over the hints ("Tips for your kit" when not given); null where the page's own box already has one. */
  title?: string | null;
  className?: string;
}

/**
 * Kit compatibility hints (issue 32): what the kit seems to lack and a few products that would answer it.
 * Advice only: nothing here stops an order. The region is always present and polite, so a screen reader hears a
 * hint when a pick makes one appear. A full kit keeps its advice but its add buttons are off, the message says why.
 */
export function KitHints({ hints, chosen = new Set(), onAdd, title: givenTitle, className = "" }: KitHintsProps) {
  const id = useId();
  const t = useT();
  const localized = useLocalizedText();
  const title = givenTitle === undefined ? t(text.title) : givenTitle;
  const nameOf = (product: ProductCardData) => localized(product.name, product.nameHi);
  const full = chosen.size >= KIT_MAX_ITEMS;
  return (
    <div role="status" aria-live="polite" aria-label={title ?? t(text.landmark)} className={className}>
      {hints.length > 0 && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-slate-800 lg:p-4">
          {title && <h2 className="mb-2 text-sm font-bold text-amber-900">{title}</h2>}
          <ul className="space-y-3">
            {hints.map((hint) => (
              <li key={hint.code} data-hint={hint.code}>
                <p id={`${id}-${hint.code}`}>{hint.message}</p>
                {hint.suggestions.length > 0 && !onAdd && (
                  <p className="mt-1 text-slate-600">{t(text.inStock, { names: hint.suggestions.map(nameOf).join(", ") })}</p>
                )}
                {hint.suggestions.length > 0 && onAdd && (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(text.toAdd)}>
                    {hint.suggestions.map((product) => (
                      <li key={product._id} className="flex items-center gap-1.5">
                        {chosen.has(product._id) ? (
                          <span className="rounded-lg bg-white px-2.5 py-1 text-xs font-semibold text-ok">
                            {t(text.added, { name: nameOf(product) })}
                          </span>
                        ) : (
                          <button
                            type="button"
                            disabled={full}
                            aria-describedby={full ? `${id}-${hint.code}` : undefined}
                            onClick={() => onAdd(product)}
                            className="rounded-lg border border-brand-600 bg-white px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
                          >
                            {t(text.add, { name: nameOf(product) })}
                          </button>
                        )}
                        <span className="text-xs text-slate-600">{rupees(product.salePrice)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
