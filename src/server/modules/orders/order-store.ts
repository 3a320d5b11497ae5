import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import type { OrderKind } from "~/src/core/order-kinds";
import type { AdminOrderQuery } from "~/src/core/shapes/admin-orders";
import type { DbOrTx } from "~/src/server/db/client";
import { orderLines, orders, users } from "~/src/server/db/schema";
import { creditNotes } from "~/src/server/db/schema-documents";
import { orderPayments, quotes } from "~/src/server/db/schema-quotes";
import { orderFilters } from "./order-filters";

/** Orders as stored, with their lines: what every view of an order (customer, staff, mail, document) reads. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;
/** `payments`: what staff recorded against a bank-transfer or UPI order (read with the order; absent when just written). */
export type StoredOrder = OrderRow & { lines: OrderLineRow[]; payments?: PaymentRow[] };
export interface Customer {
  name: string;
  email: string;
}
/** The credit note of a parcel returned to origin, once received (src/server/modules/orders/return-to-origin.service.ts). */
export type DocumentRef = { number: string; date: string };
export type StaffOrder = StoredOrder & { customer: Customer; rtoCreditNote?: DocumentRef | null; quoteNumber?: string | null };

/** The lines of the given orders, one query, put with their orders in line order; and the payments of prepaid ones. */
export async function withLines<Row extends OrderRow>(
  db: DbOrTx,
  rows: Row[],
): Promise<Array<Row & { lines: OrderLineRow[]; payments: PaymentRow[] }>> {
  if (rows.length === 0) return [];
  const prepaid = rows.filter((row) => row.paymentStatus !== "on-delivery").map((row) => row.id);
  const payments = prepaid.length
    ? await db.select().from(orderPayments).where(inArray(orderPayments.orderId, prepaid)).orderBy(asc(orderPayments.createdAt))
    : [];
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
  return rows.map((row) => ({
    ...row,
    lines: byOrder.get(row.id) ?? [],
    payments: payments.filter((payment) => payment.orderId === row.id),
  }));
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

const quoteNumber = sql<string | null>`(select ${quotes.number} from ${quotes} where ${quotes.orderId} = ${orders.id} limit 1)`;

async function staffOrders(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<StaffOrder[]> {
  const query = db
    .select({ order: orders, customer: customerColumns, rtoCreditNote, quoteNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(...newestFirst);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const stored = await withLines(
    db,
    rows.map((row) => row.order),
  );
  return stored.map((order, index) => ({
    ...order,
    customer: rows[index].customer,
    rtoCreditNote: rows[index].rtoCreditNote,
    quoteNumber: rows[index].quoteNumber,
  }));
}

/** One page of a staff order list, filtered as the list's query says, and how many match in all. */
export async function staffOrderPage(
  db: DbOrTx,
  kind: OrderKind,
  query: AdminOrderQuery,
  settings?: { unpaidCancelDays: number },
): Promise<{ orders: StaffOrder[]; total: number }> {
  const where = and(eq(orders.kind, kind), orderFilters(query, settings));
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
