import { eq, sql } from "drizzle-orm";
import type { StockReason } from "~/src/core/staff";
import type { DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { stockLedger } from "~/src/server/db/schema-staff";
import { refuse } from "~/src/server/refusal";

export interface StockChange {
  productId: string;
  /** Units added (positive) or taken (negative). */
  change: number;
  reason: StockReason;
  /** The order (of either kind) the change belongs to. */
  orderId?: string;
  actorId?: string;
  note?: string;
}

/**
 * The one way stock changes: the product's count and a ledger row in the same transaction, so the stock
 * always equals the sum of its ledger. A change that would make stock negative is refused (409) and
 * changes nothing. Returns the new stock.
 */
export async function changeStock(tx: DbOrTx, entry: StockChange): Promise<number> {
  if (!Number.isInteger(entry.change)) throw refuse.invalid("A stock change must be a whole number of units.");
  const [updated] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${entry.change}`, updatedAt: new Date() })
    .where(sql`${products.id} = ${entry.productId} and ${products.stock} + ${entry.change} >= 0`)
    .returning({ stock: products.stock });
  if (!updated) {
    const [exists] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, entry.productId));
    if (!exists) throw refuse.notFound("Product not found.");
    throw refuse.conflict(`Stock cannot go below zero: ${exists.stock} on hand, change ${entry.change}.`);
  }
  if (entry.change !== 0) {
    await tx.insert(stockLedger).values({
      productId: entry.productId,
      change: entry.change,
      reason: entry.reason,
      orderId: entry.orderId,
      actorId: entry.actorId,
      note: entry.note ?? "",
    });
  }
  return updated.stock;
}
