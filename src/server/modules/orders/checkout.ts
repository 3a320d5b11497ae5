import { and, asc, eq, inArray } from "drizzle-orm";
import { ONLY_COD_MESSAGE, PAYMENT_METHOD_COD } from "~/src/core/constants";
import type { OwnerPin } from "~/src/core/delivery";
import type { Address } from "~/src/core/shapes/address";
import { stockShortage } from "~/src/core/stock";
import { SAVED_ADDRESS_REQUIRED_MESSAGE } from "~/src/core/validation";
import { checkAddressPlace, parseDeliveryAddress } from "~/src/server/delivery/address-place";
import { UUID_PATTERN } from "~/src/core/ids";
import type { DbOrTx } from "~/src/server/db/client";
import { addresses, products } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";

/** The steps of taking an order that do not depend on its kind. */

export const PRICES_CHANGED_MESSAGE = "Prices have changed since you opened this page. Please review the updated total and place the order again.";

/** Absent means cash on delivery; anything but COD is refused (§8). */
export function resolvePaymentMethod(method: unknown): string {
  if (method === undefined || method === null || method === "") return PAYMENT_METHOD_COD;
  if (typeof method === "string" && method.trim().toLowerCase() === "cod") return PAYMENT_METHOD_COD;
  throw refuse.invalid(ONLY_COD_MESSAGE);
}

/** A full address, or a saved address of this user named by its `_id` (or given as the id itself). */
export async function resolveAddress(db: DbOrTx, userId: string, input: unknown, pins: readonly OwnerPin[]): Promise<Address> {
  const savedId =
    typeof input === "string"
      ? input
      : input && typeof input === "object" && typeof (input as { _id?: unknown })._id === "string"
        ? (input as { _id: string })._id
        : undefined;
  if (savedId !== undefined) {
    const rows = UUID_PATTERN.test(savedId)
      ? await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, savedId), eq(addresses.userId, userId)))
          .limit(1)
      : [];
    if (!rows[0]) throw refuse.invalid(SAVED_ADDRESS_REQUIRED_MESSAGE);
    const { id: _id, userId: _user, createdAt: _created, isDefault: _default, ...fields } = rows[0];
    // Saved before PINs were checked, an address may not pass: the customer edits it in the address book.
    checkAddressPlace(fields, pins);
    return fields;
  }
  if (!input || typeof input !== "object") throw refuse.invalid("Please enter a delivery address.");
  return parseDeliveryAddress(input, pins);
}

export interface LockedProduct {
  id: string;
  name: string;
  images: string[];
  pricePaise: number;
  discount: number;
  stock: number;
  hsn: string;
  gstRateBp: number;
}

/**
 * Locks the rows of the ordered products (in id order, so two orders never deadlock) and checks that each
 * is still sold and has the units asked for. Must run inside a transaction.
 */
export async function lockProductsWithStock(tx: DbOrTx, wanted: ReadonlyMap<string, number>): Promise<Map<string, LockedProduct>> {
  const ids = [...wanted.keys()].sort();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      images: products.images,
      pricePaise: products.pricePaise,
      discount: products.discount,
      stock: products.stock,
      hsn: products.hsn,
      gstRateBp: products.gstRateBp,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for("update");
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [id, quantity] of wanted) {
    const product = byId.get(id);
    if (!product || product.archivedAt) throw refuse.conflict("A product in your order is no longer sold. Please remove it and try again.");
    const shortage = stockShortage(product, quantity);
    if (shortage) throw refuse.conflict(shortage);
  }
  return byId;
}
