import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import type { OrderKind } from "~/src/core/order-kinds";
import type { AdminOrderQuery } from "~/src/core/shapes/admin-orders";
import type { DbOrTx } from "~/src/server/db/client";
import { orderLines, orders, users } from "~/src/server/db/schema";
import { creditNotes } from "~/src/server/db/schema-documents";
import { orderFilters } from "./order-filters";

/** Orders as stored, with their lines: what every view of an order (customer, staff, mail, document) reads. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type StoredOrder = OrderRow & { lines: OrderLineRow[] };
export interface Customer {
  name: string;
  email: string;
}
/** The credit note of a parcel returned to origin, once received (src/server/modules/orders/return-to-origin.service.ts). */
export type DocumentRef = { number: string; date: string };
export type StaffOrder = StoredOrder & { customer: Customer; rtoCreditNote?: DocumentRef | null };

/** The lines of the given orders, one query, put with their orders in line order. */
export async function withLines<Row extends OrderRow>(db: DbOrTx, rows: Row[]): Promise<Array<Row & { lines: OrderLineRow[] }>> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, OrderLineRow[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => ({ ...row, lines: byOrder.get(row.id) ?? [] }));
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** A customer's orders of one kind, newest first. */
export async function customerOrders(db: DbOrTx, userId: string, kind: OrderKind): Promise<StoredOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, kind)))
    .orderBy(...newestFirst);
  return withLines(db, rows);
}

/** One order of the customer's; another customer's, another kind's or an id that cannot be one is not found. */
export async function customerOrder(db: DbOrTx, userId: string, kind: OrderKind, id: string): Promise<StoredOrder | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.kind, kind)));
  return (await withLines(db, rows))[0] ?? null;
}

const customerColumns = { name: users.name, email: users.email };

const rtoCreditNote = sql<DocumentRef | null>`(select json_build_object('number', ${creditNotes.number}, 'date', ${creditNotes.issueDate})
  from ${creditNotes} where ${creditNotes.orderId} = ${orders.id} and ${creditNotes.returnId} is null limit 1)`;

async function staffOrders(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<StaffOrder[]> {
  const query = db
    .select({ order: orders, customer: customerColumns, rtoCreditNote })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...newestFirst);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const stored = await withLines(
    db,
    rows.map((row) => row.order),
  );
  return stored.map((order, index) => ({ ...order, customer: rows[index].customer, rtoCreditNote: rows[index].rtoCreditNote }));
}

/** One page of a staff order list, filtered as the list's query says, and how many match in all. */
export async function staffOrderPage(db: DbOrTx, kind: OrderKind, query: AdminOrderQuery): Promise<{ orders: StaffOrder[]; total: number }> {
  const where = and(eq(orders.kind, kind), orderFilters(query));
  const [[{ total }], page] = await Promise.all([
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
    staffOrders(db, where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
  ]);
  return { orders: page, total };
}

/** One order for staff; an id of the other kind, or one that cannot be an order, is not found. */
export async function staffOrder(db: DbOrTx, kind: OrderKind, id: string): Promise<StaffOrder | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return (await staffOrders(db, and(eq(orders.id, id), eq(orders.kind, kind))))[0] ?? null;
}
