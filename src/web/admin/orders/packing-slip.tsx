import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Link } from "react-router";
import type { PublicShop } from "~/src/core/shapes/shop";
import type { OrderKind } from "~/src/core/order-kinds";
import { AddressBlock } from "~/src/web/components/address-block";
import { LoadError } from "~/src/web/components/load-error";
import { Button, buttonClasses } from "~/src/web/components/ui/button";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminOrder } from "./admin-orders-api";
import { orderNumber, unitCount, staffPlaces } from "./order-kind";

// On paper only the slip: the staff frame (and anything around it) is hidden.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-packing-slip], [data-packing-slip] * { visibility: visible !important; }
  [data-packing-slip] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; }
}`;

function useShop() {
  return useQuery({
    queryKey: queryKeys.admin.shop(),
    queryFn: ({ signal }) => apiCall<{ shop: PublicShop }>("/api/shop", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** What the packer ticks off and puts in the box: who it is from, where it goes, what is in it. No prices. */
export function PackingSlip({ kind, id }: { kind: OrderKind; id: string }) {
  const order = useAdminOrder(kind, id);
  const shop = useShop();
  const info = staffPlaces(kind);
  if (order.isPending || shop.isPending) return <SkeletonStack label="Loading the packing slip" count={2} itemClassName="h-40 rounded-xl" />;
  if (order.isError) return <LoadError title="We could not load this order." message={order.error.message} onRetry={() => order.refetch()} />;
  if (shop.isError) return <LoadError title="We could not load the shop's address." message={shop.error.message} onRetry={() => shop.refetch()} />;
  const { address, items, _id } = order.data.order;
  const from = shop.data.shop;

  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button size="lg" onClick={() => window.print()}>
          Print
        </Button>
        <Link to={`${info.path}/${encodeURIComponent(_id)}`} className={buttonClasses({ variant: "secondary", size: "lg" })}>
          Back to the order
        </Link>
      </div>
      <article data-packing-slip aria-label="Packing slip" className="rounded-xl border border-slate-200 bg-white p-5 text-slate-900">
        <header className="flex flex-wrap justify-between gap-4 border-b border-slate-200 pb-4">
          <div>
            <p className="text-xl font-bold">{from.displayName}</p>
            <p className="text-sm">{from.legalName}</p>
            {from.addressLines.map((line) => (
              <p key={line} className="text-sm">
                {line}
              </p>
            ))}
            <p className="text-sm">Phone: {from.phone}</p>
          </div>
          <div className="text-sm sm:text-right">
            <h1 className="text-lg font-bold">Packing slip</h1>
            <p>
              {info.singular} <span className="font-mono font-semibold">#{orderNumber(_id)}</span>
            </p>
            <p className="break-all font-mono text-xs">{_id}</p>
            <p>Date: {format(new Date(order.data.order.date), "d MMM yyyy")}</p>
          </div>
        </header>
        <section className="border-b border-slate-200 py-4">
          <h2 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Ship to</h2>
          <AddressBlock address={address} className="mt-1 text-base text-slate-900" />
        </section>
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-xs uppercase tracking-wide text-slate-500">
              <th className="w-16 py-2 pr-3">Packed</th>
              <th className="py-2">Item</th>
              <th className="w-16 py-2 text-right">Qty</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item._id} className="border-b border-slate-100">
                <td className="py-2">
                  <input type="checkbox" aria-label={`Packed ${item.name}`} className="h-5 w-5" />
                </td>
                <td className="py-2">{item.name}</td>
                <td className="py-2 text-right font-semibold">{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-right text-sm font-semibold">
          {plural(items.length, "line")} · {plural(unitCount(order.data.order), "unit")}
        </p>
      </article>
    </div>
  );
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
