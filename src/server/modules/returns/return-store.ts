import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import { paiseToRupees } from "~/src/core/money";
import type { OrderKind } from "~/src/core/order-kinds";
import { orderNumber } from "~/src/core/order-rules";
import type { CustomerReturn, StaffReturn } from "~/src/core/shapes/returns";
import type { DbOrTx } from "~/src/server/db/client";
import { orderLines, orders, users } from "~/src/server/db/schema";
import { creditNotes } from "~/src/server/db/schema-documents";
import { returnLines, returnPhotos, returns } from "~/src/server/db/schema-returns";

/** Returns as stored, with what every view of one needs: its lines as sold, its order's kind, its credit note. */

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export type StoredReturnLine = ReturnLineRow & { name: string; image: string };
export interface StoredReturn extends ReturnRow {
  kind: OrderKind;
  lines: StoredReturnLine[];
  photoCount: number;
  creditNote: { number: string; date: string } | null;
  customer: { name: string; email: string };
  /** The customer deleted the account: nobody is written to. */
  customerDeletedAt: Date | null;
}

const creditNoteOfReturn = sql<{
  number: string;
  date: string;
} | null>`(select json_build_object('number', ${creditNotes.number}, 'date', ${creditNotes.issueDate})
  from ${creditNotes} where ${creditNotes.returnId} = ${returns.id})`;
const photoCount = sql<number>`(select count(*)::int from ${returnPhotos} where ${returnPhotos.returnId} = ${returns.id})`;

async function loadReturns(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<StoredReturn[]> {
  const query = db
    .select({
      row: returns,
      kind: orders.kind,
      creditNote: creditNoteOfReturn,
      photoCount,
      customer: { name: users.name, email: users.email },
      customerDeletedAt: users.deletedAt,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(users, eq(users.id, returns.userId))
    .where(where)
    .orderBy(desc(returns.createdAt), desc(returns.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: returnLines, name: orderLines.name, images: orderLines.images })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .innerJoin(orderLines, and(eq(orderLines.orderId, returns.orderId), eq(orderLines.position, returnLines.position)))
    .where(
      inArray(
        returnLines.returnId,
        rows.map(({ row }) => row.id),
      ),
    )
    .orderBy(asc(returnLines.returnId), asc(returnLines.position));
  const byReturn = new Map<string, StoredReturnLine[]>();
  for (const { line, name, images } of lines) {
    byReturn.set(line.returnId, [...(byReturn.get(line.returnId) ?? []), { ...line, name, image: images[0] ?? "" }]);
  }
  return rows.map(({ row, kind, creditNote, photoCount: photos, customer, customerDeletedAt }) => ({
    ...row,
    kind,
    creditNote,
    photoCount: photos,
    customer,
    customerDeletedAt,
    lines: byReturn.get(row.id) ?? [],
  }));
}

export async function customerReturns(db: DbOrTx, userId: string): Promise<StoredReturn[]> {
  return loadReturns(db, eq(returns.userId, userId));
}

/** One return; for a customer, only their own (another's is not found). */
export async function storedReturn(db: DbOrTx, id: string, userId?: string): Promise<StoredReturn | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const where = userId ? and(eq(returns.id, id), eq(returns.userId, userId)) : eq(returns.id, id);
  return (await loadReturns(db, where))[0] ?? null;
}

export async function staffReturnPage(
  db: DbOrTx,
  filter: { status?: ReturnRow["status"]; orderId?: string },
  page: { limit: number; offset: number },
): Promise<{ returns: StoredReturn[]; total: number }> {
  if (filter.orderId !== undefined && !UUID_PATTERN.test(filter.orderId)) return { returns: [], total: 0 };
  const where = and(filter.status ? eq(returns.status, filter.status) : undefined, filter.orderId ? eq(returns.orderId, filter.orderId) : undefined);
  const [[{ total }], rows] = await Promise.all([db.select({ total: count() }).from(returns).where(where), loadReturns(db, where, page)]);
  return { returns: rows, total };
}

export async function returnPhoto(db: DbOrTx, returnId: string, position: number): Promise<Buffer | null> {
  const [photo] = await db
    .select({ jpeg: returnPhotos.jpeg })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.returnId, returnId), eq(returnPhotos.position, position)));
  return photo?.jpeg ?? null;
}

function commonView(stored: StoredReturn, photoBase: string) {
  return {
    _id: stored.id,
    orderId: stored.orderId,
    orderNumber: orderNumber(stored.orderId),
    kind: stored.kind,
    status: stored.status,
    reason: stored.reason,
    note: stored.note,
    lines: stored.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      image: line.image,
      quantity: line.quantity,
      refund: paiseToRupees(line.refundPaise),
      ...(line.restocked === null ? {} : { restocked: line.restocked, damaged: line.damaged ?? 0 }),
    })),
    refundAmount: paiseToRupees(stored.refundGoodsPaise + stored.refundDeliveryPaise),
    refundGoods: paiseToRupees(stored.refundGoodsPaise),
    refundDelivery: paiseToRupees(stored.refundDeliveryPaise),
    refundReference: stored.refundReference,
    photos: Array.from({ length: stored.photoCount }, (_, index) => `${photoBase}/${stored.id}/photos/${index + 1}`),
    createdAt: stored.createdAt.toISOString(),
    history: stored.history,
    ...(stored.creditNote ? { creditNote: stored.creditNote } : {}),
    version: stored.version,
  };
}

/** What the customer sees: the refund details only masked (they were typed once; they are never sent back whole). */
export function customerReturnView(stored: StoredReturn): CustomerReturn {
  return { ...commonView(stored, "/api/returns"), refundTo: stored.refundMethodMasked };
}

/** What staff see: the refund details in full while they are needed to pay, the customer, photos at the staff path. */
export function staffReturnView(stored: StoredReturn): StaffReturn {
  return { ...commonView(stored, "/api/admin/returns"), refundTo: stored.refundMethod ?? stored.refundMethodMasked, customer: stored.customer };
}
