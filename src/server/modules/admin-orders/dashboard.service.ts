import { and, asc, count, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Dashboard } from "~/src/core/shapes/admin-orders";
import type { DbOrTx } from "~/src/server/db/client";
import { kitOrders, orders, products } from "~/src/server/db/schema";
import { enquiries } from "~/src/server/db/schema-staff";
import { istToday } from "./order-filters";

const LOW_STOCK_LIMIT = 20;

/** Whether an order's history has the given status within [start, end). */
const tookStatusBetween = (history: typeof orders.history | typeof kitOrders.history, status: string, start: Date, end: Date) =>
  sql`exists (select 1 from jsonb_array_elements(${history}) as event
    where event ->> 'status' = ${status}
      and (event ->> 'at')::timestamptz >= ${start.toISOString()}::timestamptz
      and (event ->> 'at')::timestamptz < ${end.toISOString()}::timestamptz)`;

/** What the packing table needs to know first thing: work waiting, work done today, shelves running empty, mail unanswered. */
export async function dashboard(db: DbOrTx, now = new Date()): Promise<Omit<Dashboard, "success">> {
  const { start, end } = istToday(now);
  const [[ordersToPack], [kitOrdersToPack], [ordersShipped], [kitOrdersShipped], lowStock, [unanswered]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, ["pending", "packing"])),
    db
      .select({ n: count() })
      .from(kitOrders)
      .where(inArray(kitOrders.status, ["pending", "processing"])),
    db
      .select({ n: count() })
      .from(orders)
      .where(tookStatusBetween(orders.history, "shipped", start, end)),
    db
      .select({ n: count() })
      .from(kitOrders)
      .where(tookStatusBetween(kitOrders.history, "shipped", start, end)),
    db
      .select({ _id: products.id, name: products.name, stock: products.stock, lowStockThreshold: products.lowStockThreshold })
      .from(products)
      .where(and(isNull(products.archivedAt), lte(products.stock, products.lowStockThreshold)))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(LOW_STOCK_LIMIT),
    db.select({ n: count() }).from(enquiries).where(isNull(enquiries.answeredAt)),
  ]);
  return {
    toPack: { orders: ordersToPack.n, kitOrders: kitOrdersToPack.n },
    shippedToday: { orders: ordersShipped.n, kitOrders: kitOrdersShipped.n },
    lowStock,
    newEnquiries: unanswered.n,
  };
}
