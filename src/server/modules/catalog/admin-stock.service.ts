import { desc, eq, sql } from "drizzle-orm";
import type { LedgerEntry } from "~/src/core/shapes/admin-catalog";
import type { StockReason } from "~/src/core/staff";
import type { Db } from "~/src/server/db/client";
import { orders, users } from "~/src/server/db/schema";
import { stockLedger } from "~/src/server/db/schema-staff";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { changeStock } from "~/src/server/shared/stock";
import { getAdminProduct } from "./admin-products.service";

const LEDGER_LIMIT = 500;

/** A staff adjustment (received, damaged, correction): one ledger row and one audit entry, or nothing. */
export async function adjustStock(db: Db, actor: Actor, productId: string, entry: { change: number; reason: StockReason; note?: string }) {
  return db.transaction(async (tx) => {
    const before = await getAdminProduct(tx, productId, true);
    const stock = await changeStock(tx, { productId, change: entry.change, reason: entry.reason, note: entry.note, actorId: actor.id });
    await recordAudit(
      tx,
      actor,
      "product.stock",
      `product:${productId}`,
      { stock: before.stock },
      { stock, change: entry.change, reason: entry.reason, ...(entry.note ? { note: entry.note } : {}) },
    );
    return stock;
  });
}

/** The product's ledger, newest first, each row with the stock it left behind. */
export async function productLedger(db: Db, productId: string): Promise<LedgerEntry[]> {
  await getAdminProduct(db, productId);
  const stockAfter = sql<number>`(sum(${stockLedger.change}) over (order by ${stockLedger.id}))::int`;
  const rows = await db
    .select({
      id: stockLedger.id,
      at: stockLedger.at,
      change: stockLedger.change,
      stockAfter,
      reason: stockLedger.reason,
      note: stockLedger.note,
      orderId: stockLedger.orderId,
      orderKind: orders.kind,
      actor: users.email,
    })
    .from(stockLedger)
    .leftJoin(users, eq(users.id, stockLedger.actorId))
    .leftJoin(orders, eq(orders.id, stockLedger.orderId))
    .where(eq(stockLedger.productId, productId))
    .orderBy(desc(stockLedger.id))
    .limit(LEDGER_LIMIT);
  // The ledger names a component order as `orderId` and a kit order as `kitOrderId`, as it always has.
  return rows.map(({ id: _id, at, orderId, orderKind, ...row }) => ({
    ...row,
    orderId: orderKind === "component" ? orderId : null,
    kitOrderId: orderKind === "kit" ? orderId : null,
    at: at.toISOString(),
  }));
}
