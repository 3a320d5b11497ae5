import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { ORDER_KIND_NAMES, ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import type { Dashboard } from "~/src/core/shapes/admin-orders";
import type { DbOrTx } from "~/src/server/db/client";
import { orders, products } from "~/src/server/db/schema";
import { stockAlerts } from "~/src/server/db/schema-files";
import { returns } from "~/src/server/db/schema-returns";
import { enquiries } from "~/src/server/db/schema-staff";
import { istToday } from "./order-filters";

const LOW_STOCK_LIMIT = 20;

/** Customers told when the product is back (confirmed, not yet sent): what to reorder first. */
// Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would be the alert's own.
const waitingAlerts = sql<number>`(select count(*)::int from ${stockAlerts} as waiting
  where waiting.product_id = ${products}.id and waiting.confirmed_at is not null and waiting.notified_at is null)`;

/** Whether an order's history has the given status within [start, end). */
const tookStatusBetween = (status: string, start: Date, end: Date) =>
  sql`exists (select 1 from jsonb_array_elements(${orders.history}) as event
    where event ->> 'status' = ${status}
      and (event ->> 'at')::timestamptz >= ${start.toISOString()}::timestamptz
      and (event ->> 'at')::timestamptz < ${end.toISOString()}::timestamptz)`;

/** How many orders of each kind match, as { orders, kitOrders } (the dashboard's names). */
async function countByKind(db: DbOrTx, where: SQL) {
  const rows = await db.select({ kind: orders.kind, n: count() }).from(orders).where(where).groupBy(orders.kind);
  const of = (kind: OrderKind) => rows.find((row) => row.kind === kind)?.n ?? 0;
  return { orders: of("component"), kitOrders: of("kit") };
}

/** Statuses in which an order waits at the packing table: those before shipped (pending, packing or processing). */
const waitingStatuses = (kind: OrderKind) => {
  const { statuses } = ORDER_KINDS[kind];
  return statuses.slice(0, statuses.indexOf("shipped"));
};

/**
 * What the packing table needs to know first thing: work waiting, work done today, shelves running empty, mail
 * unanswered, parcels on their way back and customers' returns waiting for a decision or a parcel.
 */
export async function dashboard(db: DbOrTx, now = new Date()): Promise<Omit<Dashboard, "success">> {
  const { start, end } = istToday(now);
  const waiting = or(...ORDER_KIND_NAMES.map((kind) => and(eq(orders.kind, kind), inArray(orders.status, [...waitingStatuses(kind)]))))!;
  const [toPack, shippedToday, lowStock, [unanswered], parcelsReturning, [returnsWaiting]] = await Promise.all([
    countByKind(db, waiting),
    countByKind(db, tookStatusBetween("shipped", start, end)),
    db
      .select({ _id: products.id, name: products.name, stock: products.stock, lowStockThreshold: products.lowStockThreshold, waitingAlerts })
      .from(products)
      .where(and(isNull(products.archivedAt), lte(products.stock, products.lowStockThreshold)))
      .orderBy(asc(products.stock), desc(waitingAlerts), asc(products.name))
      .limit(LOW_STOCK_LIMIT),
    db.select({ n: count() }).from(enquiries).where(isNull(enquiries.answeredAt)),
    countByKind(db, and(isNotNull(orders.rtoMarkedAt), isNull(orders.rtoReceivedAt))!),
    db
      .select({ n: count() })
      .from(returns)
      .where(inArray(returns.status, ["requested", "approved"])),
  ]);
  return { toPack, shippedToday, lowStock, newEnquiries: unanswered.n, parcelsReturning, returnsToHandle: returnsWaiting.n };
}
