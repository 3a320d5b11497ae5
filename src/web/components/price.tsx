import { CURRENCY_SYMBOL } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { savePercent } from "~/src/core/pricing";
import { rupees } from "~/src/web/lib/format";
import { useT } from "~/src/web/lib/i18n";
import { useShopSettings } from "~/src/web/shop/settings";

/** rupees() always writes ₹; outside the shop state the symbol falls back to the settings' "$" (§9). */
export function formatMoney(amount: number, currency: string): string {
  const text = rupees(amount);
  return currency === CURRENCY_SYMBOL ? text : text.replace(CURRENCY_SYMBOL, currency);
}

const text = defineMessages("priceTag", {
  salePrice: "Sale price ",
  originalPrice: "Original price ",
  save: "Save {percent}%",
});

const sizes = {
  sm: { now: "text-base font-bold", was: "text-xs", badge: "text-[11px] px-1.5 py-0.5" },
  md: { now: "text-lg font-bold", was: "text-sm", badge: "text-xs px-2 py-0.5" },
  lg: { now: "text-3xl font-extrabold tracking-tight", was: "text-base", badge: "text-sm px-2.5 py-1" },
} as const;

interface PriceProps {
  /** What the customer pays, in rupees. */
  amount: number;
  /** The price before the discount; shown struck through when higher than `amount`. */
  original?: number;
  /** The discount percent, when known (otherwise worked out from the prices). */
  discount?: number;
  size?: keyof typeof sizes;
  className?: string;
}

/** Sale price, struck original and a 'Save N%' badge only when there is a discount (§9). */
export function Price({ amount, original, discount, size = "md", className = "" }: PriceProps) {
  const { currency } = useShopSettings();
  const t = useT();
  const percent = savePercent(amount, original, discount);
  const style = sizes[size];
  return (
    <div className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className={`${style.now} text-slate-900`}>
        {percent > 0 && <span className="sr-only">{t(text.salePrice)}</span>}
        {formatMoney(amount, currency)}
      </span>
      {percent > 0 && original !== undefined && (
        <>
          <del className={`${style.was} text-slate-500`}>
            <span className="sr-only">{t(text.originalPrice)}</span>
            {formatMoney(original, currency)}
          </del>
          <span className={`${style.badge} self-center rounded-md bg-sale/10 font-semibold text-sale`}>{t(text.save, { percent })}</span>
        </>
      )}
    </div>
  );
}
