import { and, asc, eq, inArray } from "drizzle-orm";
import type { OwnerPin } from "~/src/core/delivery";
import { UUID_PATTERN } from "~/src/core/ids";
import type { OrderKind } from "~/src/core/order-kinds";
import type { LineCharge, OrderCharge } from "~/src/core/order-pricing";
import type { Address } from "~/src/core/shapes/address";
import type { PaymentStatus } from "~/src/core/shapes/quotes";
import type { StockReason } from "~/src/core/staff";
import { stockShortage } from "~/src/core/stock";
import { SAVED_ADDRESS_REQUIRED_MESSAGE } from "~/src/core/validation";
import type { DbOrTx } from "~/src/server/db/client";
import { addresses, orderLines, orders, products } from "~/src/server/db/schema";
import { checkAddressPlace, parseDeliveryAddress } from "~/src/server/delivery/address-place";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { changeStock } from "./stock";

const text = defineMessages("refusal.orderTaking", {
  address: "Please enter a delivery address.",
  noLongerSold: "A product in your order is no longer sold. Please remove it and try again.",
});

/**
 * The steps every way of taking an order shares (the cart's checkout, the kit, an accepted quotation): the
 * address, the locked products with their stock, and writing the order with its lines as charged.
 */

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
  if (!input || typeof input !== "object") throw refuse.invalid({ message: text.address });
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
    if (!product || product.archivedAt) throw refuse.conflict({ message: text.noLongerSold });
    const shortage = stockShortage(product, quantity);
    if (shortage) throw refuse.conflict(shortage);
  }
  return byId;
}

export interface NewOrder {
  userId: string;
  kind: OrderKind;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  address: Address;
  charge: Omit<OrderCharge, "lines">;
  /** Each line as charged, with the product it sells as it was when ordered; `productId` null for a line the catalog lacks. */
  lines: Array<LineCharge & { productId: string; name: string; images: string[]; hsn: string; gstRateBp: number; takesStock: boolean }>;
  business: { gstin: string; businessName: string } | null;
  poNumber?: string | null;
  estimatedDelivery: string;
  stockReason: StockReason;
  placedAt: Date;
}

/** Writes an order and its lines as charged and takes its units from stock through the ledger; inside the caller's transaction. */
export async function writeOrder(tx: DbOrTx, order: NewOrder) {
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      kind: order.kind,
      status: "pending",
      history: [{ status: "pending", at: order.placedAt.toISOString() }],
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      address: order.address,
      subtotalPaise: order.charge.subtotalPaise,
      discountPaise: order.charge.discountPaise,
      deliveryFeePaise: order.charge.deliveryFeePaise,
      amountPaise: order.charge.amountPaise,
      gstin: order.business?.gstin ?? null,
      businessName: order.business?.businessName ?? null,
      poNumber: order.poNumber ?? null,
      estimatedDelivery: order.estimatedDelivery,
      createdAt: order.placedAt,
    })
    .returning();
  const lines = await tx
    .insert(orderLines)
    .values(order.lines.map(({ takesStock: _stock, ...line }, position) => ({ orderId: row.id, position, ...line })))
    .returning();
  const units = new Map<string, number>();
  for (const line of order.lines) if (line.takesStock) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of [...units].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await changeStock(tx, { productId, change: -quantity, reason: order.stockReason, orderId: row.id });
  }
  return { ...row, lines };
}
