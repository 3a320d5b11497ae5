import { useMyReturns } from "./returns-api";
import { ReturnCard } from "./return-card";

/**
 * The returns of one order, under its card or on its page. Every order on the page reads the same answer
 * (GET /api/returns is asked once); an order without returns shows nothing.
 */
export function OrderReturns({ orderId }: { orderId: string }) {
  const returns = useMyReturns();
  const mine = returns.data?.filter((value) => value.orderId === orderId) ?? [];
  if (mine.length === 0) return null;
  return (
    <section aria-label="Returns of this order" className="space-y-3">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">Returns</h2>
      {mine.map((value) => (
        <ReturnCard key={value._id} value={value} />
      ))}
    </section>
  );
}
