import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { isKitSizeValid } from "~/src/core/kit";
import { KitAmountsList } from "~/src/web/components/kit-amounts";
import { Button } from "~/src/web/components/ui/button";
import { rupees } from "~/src/web/lib/format";
import type { ProductCardData } from "~/src/core/shapes/product";
import type { KitAmounts } from "./kit-totals";
import { kitRulesText } from "./kit-text";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kit.summary", {
  heading: "Your kit",
  selected: "/ {max} selected",
  parts: "Parts in your kit",
  remove: "Remove {name} from the kit",
  empty: "Tap parts on the left to add them to your kit.",
  checkout: "Proceed to checkout",
});

interface KitSummaryProps {
  products: ProductCardData[];
  amounts: KitAmounts;
  message: string | null;
  /** Parts restored from an earlier visit are still on their way: the amounts are not final. */
  loading?: boolean;
  onRemove(productId: string): void;
  onCheckout(): void;
}

/**
 * The running kit: count, hint, chosen parts, amounts and the checkout button. A side panel on
 * wide screens, a bar fixed to the bottom on phones so the total is always in sight.
 */
export function KitSummary({ products, amounts, message, loading = false, onRemove, onCheckout }: KitSummaryProps) {
  const count = products.length;
  const valid = isKitSizeValid(count);
  const t = useT();
  const localized = useLocalizedText();
  return (
    <aside
      aria-labelledby="kit-summary-heading"
      aria-busy={loading}
      className="border-t border-slate-200 bg-white/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 shadow-[0_-6px_20px_rgba(15,23,42,0.08)] backdrop-blur lg:rounded-xl lg:border lg:bg-white lg:p-5 lg:shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="kit-summary-heading" className="sr-only text-lg font-bold text-slate-900 lg:not-sr-only">
          {t(text.heading)}
        </h2>
        <p className="text-sm text-slate-600">
          <span className="text-base font-bold text-slate-900" data-testid="kit-count">
            {count}
          </span>{" "}
          {t(text.selected, { max: KIT_MAX_ITEMS })}
        </p>
        <p className="text-xs text-slate-500 lg:order-last lg:w-full">{t(kitRulesText.hint, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS })}</p>
      </div>
      <div className="relative mt-2 h-1.5 rounded-full bg-slate-100 lg:h-2" aria-hidden="true">
        <div
          className={`h-full rounded-full transition-all ${valid ? "bg-ok" : "bg-accent-500"}`}
          style={{ width: `${(count / KIT_MAX_ITEMS) * 100}%` }}
        />
        <div className="absolute -top-0.5 h-2.5 w-0.5 rounded bg-slate-400 lg:h-3" style={{ left: `${(KIT_MIN_ITEMS / KIT_MAX_ITEMS) * 100}%` }} />
      </div>

      {count > 0 && (
        <ul className="mt-4 hidden max-h-72 divide-y divide-slate-100 overflow-y-auto border-y border-slate-100 lg:block" aria-label={t(text.parts)}>
          {products.map((product) => (
            <li key={product._id} className="flex items-center gap-2 py-2">
              <span className="min-w-0 flex-1 truncate text-sm text-slate-800">{localized(product.name, product.nameHi)}</span>
              <span className="shrink-0 text-sm font-medium text-slate-900">{rupees(product.salePrice)}</span>
              <button
                type="button"
                onClick={() => onRemove(product._id)}
                aria-label={t(text.remove, { name: localized(product.name, product.nameHi) })}
                className="shrink-0 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-sale"
              >
                <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {count === 0 && <p className="mt-4 hidden rounded-lg bg-slate-50 p-3 text-sm text-slate-500 lg:block">{t(text.empty)}</p>}

      <KitAmountsList
        layout="bar"
        testIdPrefix="kit"
        className="mt-3 lg:mt-4"
        totalAmount={amounts.total}
        discount={amounts.discount}
        finalAmount={amounts.finalPrice}
      />

      {message && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-xs font-medium text-red-800 lg:text-sm">
          {message}
        </p>
      )}
      {/* Truly disabled (not just aria-disabled) only while restored parts load: there is nothing to explain yet. */}
      <Button
        onClick={onCheckout}
        aria-disabled={!valid}
        disabled={loading}
        variant={valid && !loading ? "primary" : "inactive"}
        fullWidth
        className="mt-3 shadow-sm lg:mt-4"
      >
        {t(text.checkout)}
      </Button>
    </aside>
  );
}
