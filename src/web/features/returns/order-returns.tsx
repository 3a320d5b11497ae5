import { useMyReturns } from "./returns-api";
import { ReturnCard } from "./return-card";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("returns.ofOrder", {
  label: "Returns of this order",
  heading: "Returns",
});

/**
 * The returns of one order, under its card or on its page. Every order on the page reads the same answer
 * (GET /api/returns is asked once); an order without returns shows nothing.
 */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useMyReturns();
  const t = useT();
  const mine = returns.data?.filter((value) => value.orderId === orderId) ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-label={t(text.label)} className="space-y-3">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t(text.heading)}</h2>
      {mine.map((value) => (
        <ReturnCard key={value._id} value={value} />
      ))}
    </section>
  );
}
