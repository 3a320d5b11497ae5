import { eq, inArray, sql } from "drizzle-orm";
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
  /**
   * False when some of these units leave again in the same transaction (a return's damaged units, written off):
   * the caller announces with announceRestocks once the count is final, so nobody is told of units never shelved.
   */
  announce?: boolean;
}

/**
 * Called in the transaction of every change that takes a product from none on hand to some (a restock, a
 * return, a cancellation): the back-in-stock alerts module mails its waiting subscribers there, so the mail is
 * queued if and only if the stock change commits. One listener per process, set when the app is built.
 */
type RestockListener = (tx: DbOrTx, productId: string) => Promise<void>;
let restockListener: RestockListener | null = null;
export function setRestockListener(listener: RestockListener) {
  restockListener = listener;
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
  if (entry.announce !== false && entry.change > 0 && updated.stock === entry.change) await restockListener?.(tx, entry.productId);
  return updated.stock;
}

/**
 * For changes made with `announce: false`: units kept on the shelf by product. A product whose stock now equals
 * the units kept had none before them, so its waiting customers are told (in this transaction, as changeStock would).
 */
export async function announceRestocks(tx: DbOrTx, kept: ReadonlyMap<string, number>) {
  const added = [...kept].filter(([, units]) => units > 0);
  if (added.length === 0 || !restockListener) return;
  const rows = await tx
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        added.map(([id]) => id),
      ),
    );
  for (const row of rows) if (row.stock === kept.get(row.id)) await restockListener(tx, row.id);
}

/**
 * Puts units back on the shelf (a cancelled order, a return, a parcel back undelivered), product by product in
 * id order, as checkout takes them, so the two never deadlock. A product deleted since has no stock to return
 * to (orders keep their own copy of it) and is skipped. Returns the units actually put back, by product.
 */
export async function putUnitsBack(
  tx: DbOrTx,
  units: ReadonlyMap<string, number>,
  entry: { reason: StockReason; orderId: string; actorId: string; note?: string; announce?: boolean },
): Promise<Map<string, number>> {
  const wanted = [...units].filter(([, count]) => count > 0);
  if (wanted.length === 0) return new Map();
  const existing = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        wanted.map(([id]) => id),
      ),
    );
  const known = new Set(existing.map((row) => row.id));
  const done = new Map<string, number>();
  for (const [productId, change] of wanted.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!known.has(productId)) continue;
    await changeStock(tx, { productId, change, ...entry });
    done.set(productId, change);
  }
  return done;
}

/** The units of an order's lines, added up by product. */
export function unitsByProduct(lines: ReadonlyArray<{ productId: string; quantity: number }>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}
