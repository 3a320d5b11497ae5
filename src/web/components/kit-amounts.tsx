import { KIT_DISCOUNT_PERCENT } from "~/src/core/constants";
import { defineMessages } from "~/src/core/i18n";
import { rupees } from "~/src/web/lib/format";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitAmounts", {
  total: "Total",
  discount: "Kit discount ({percent}%)",
  finalPrice: "Final price",
});

/** A kit's amounts in rupees, named as the API names them (§3, §7). */
interface KitAmountsValues {
  totalAmount: number;
  discount: number;
  finalAmount: number;
}

const layouts = {
  /** Rows of label and amount, the final price set apart below a rule (checkout, order detail). */
  panel: {
    list: "space-y-1.5 text-sm",
    row: "flex justify-between",
    term: "text-slate-600",
    amount: "font-medium",
    finalRow: "flex justify-between border-t border-slate-200 pt-2 text-base",
    finalTerm: "font-semibold text-slate-900",
    finalAmount: "font-bold text-slate-900",
  },
  /** Three small columns in the builder's bottom bar on phones; the panel's rows from lg up. */
  bar: {
    list: "grid grid-cols-3 gap-2 text-xs lg:grid-cols-1 lg:gap-1.5 lg:text-sm",
    row: "lg:flex lg:justify-between",
    term: "text-slate-500",
    amount: "font-semibold",
    finalRow: "lg:mt-1 lg:flex lg:justify-between lg:border-t lg:border-slate-200 lg:pt-2",
    finalTerm: "text-slate-500 lg:font-semibold lg:text-slate-900",
    finalAmount: "text-sm font-bold text-slate-900 lg:text-base",
  },
} as const;

interface KitAmountsListProps extends KitAmountsValues {
  layout?: keyof typeof layouts;
  /** Prefix of the amounts' test ids (`<prefix>-total`, `-discount`, `-final`); none when absent. */
  testIdPrefix?: string;
  className?: string;
}

/** Total, the 5% kit discount and the final price of a kit: builder, kit checkout and kit order detail. */
export function KitAmountsList({ totalAmount, discount, finalAmount, layout = "panel", testIdPrefix, className = "" }: KitAmountsListProps) {
  const style = layouts[layout];
  const t = useT();
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  return (
    <dl className={`${style.list} ${className}`}>
      <div className={style.row}>
        <dt className={style.term}>{t(text.total)}</dt>
        <dd className={`${style.amount} text-slate-900`} data-testid={testId("total")}>
          {rupees(totalAmount)}
        </dd>
      </div>
      <div className={style.row}>
        <dt className={style.term}>{t(text.discount, { percent: KIT_DISCOUNT_PERCENT })}</dt>
        <dd className={`${style.amount} text-ok`} data-testid={testId("discount")}>
          −{rupees(discount)}
        </dd>
      </div>
      <div className={style.finalRow}>
        <dt className={style.finalTerm}>{t(text.finalPrice)}</dt>
        <dd className={style.finalAmount} data-testid={testId("final")}>
          {rupees(finalAmount)}
        </dd>
      </div>
    </dl>
  );
}
