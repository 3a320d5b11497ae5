import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Dashboard } from "~/src/core/shapes/admin-orders";
import { LoadError } from "~/src/web/components/load-error";
import { SkeletonStack } from "~/src/web/components/ui/skeleton";
import { apiCall } from "~/src/web/lib/api";
import { queryKeys } from "~/src/web/lib/query-keys";
import { useAdminToken } from "~/src/web/admin/shell/admin-user";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

// ICU plurals (issue 33): "1 order, 0 kits", not "1 orders, 0 kits". The console is English; the catalog keeps a Hindi
// line for each message all the same, as the catalog check wants every message translated.
const text = defineMessages("admin.dashboard", {
  ordersAndKits: "{orders, plural, one {# order} other {# orders}}, {kits, plural, one {# kit} other {# kits}}",
});

function Tile({ label, value, to, detail }: { label: string; value: number; to: string; detail?: ReactNode }) {
  return (
    <Link to={to} className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-xs text-slate-500">{detail}</p>}
    </Link>
  );
}

const waitingText = (count: number) => (count === 1 ? "1 customer waiting" : `${count} customers waiting`);

/** What needs doing today: parcels to pack, what went out, what is coming back, stock running low, enquiries to answer. */
export function DashboardView() {
  const token = useAdminToken();
  const t = useT();
  const query = useQuery({
    queryKey: queryKeys.admin.dashboard(token),
    queryFn: ({ signal }) => apiCall<Dashboard>("/api/admin/dashboard", { token, signal }),
  });
  if (query.isPending) return <SkeletonStack label="Loading the dashboard" count={3} itemClassName="h-24 rounded-xl" />;
  if (query.isError) return <LoadError title="We could not load the dashboard." message={query.error.message} onRetry={() => query.refetch()} />;
  const { toPack, shippedToday, lowStock, newEnquiries, parcelsReturning, returnsToHandle } = query.data;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Dashboard</h1>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Tile label="Orders to pack" value={toPack.orders} to="/admin/orders?status=pending" detail="Pending or packing" />
        <Tile label="Kit orders to pack" value={toPack.kitOrders} to="/admin/kit-orders?status=pending" detail="Pending or processing" />
        <Tile
          label="Shipped today"
          value={shippedToday.orders + shippedToday.kitOrders}
          to="/admin/orders?status=shipped"
          detail={t(text.ordersAndKits, { orders: shippedToday.orders, kits: shippedToday.kitOrders })}
        />
        <Tile label="New enquiries" value={newEnquiries} to="/admin/inbox" />
        {/* Marked returned to origin, not yet received: their units come back to stock on arrival. */}
        <Tile
          label="Parcels on their way back"
          value={parcelsReturning.orders + parcelsReturning.kitOrders}
          to="/admin/orders?status=cancelled"
          detail={t(text.ordersAndKits, { orders: parcelsReturning.orders, kits: parcelsReturning.kitOrders })}
        />
        <Tile label="Returns to handle" value={returnsToHandle} to="/admin/returns?status=requested" detail="Requested or approved" />
      </div>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">Low stock</h2>
        {lowStock.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Every product is above its low-stock threshold.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {lowStock.map((product) => (
              <li key={product._id}>
                <Link
                  to={`/admin/products/${encodeURIComponent(product._id)}`}
                  className="flex items-center justify-between gap-3 py-3 text-sm hover:text-brand-700"
                >
                  <span className="min-w-0 truncate text-slate-900">{product.name}</span>
                  <span className={`shrink-0 font-semibold ${product.stock === 0 ? "text-red-700" : "text-amber-700"}`}>
                    {product.stock} left <span className="font-normal text-slate-500">(alert at {product.lowStockThreshold})</span>
                    {product.waitingAlerts > 0 && (
                      <span className="block text-right text-xs font-normal text-sky-800">{waitingText(product.waitingAlerts)}</span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
