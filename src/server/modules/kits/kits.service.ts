import { and, desc, eq, inArray } from "drizzle-orm";
import { isKitSizeValid, KIT_SIZE_MESSAGE } from "~/src/core/kit";
import { paiseToRupees } from "~/src/core/money";
import { amountMatches, kitTotals } from "~/src/core/pricing";
import type { KitOrder, PlaceKitOrderBody } from "~/src/core/shapes/kit-order";
import type { Db } from "~/src/server/db/client";
import { notifyKitOrderReceived } from "~/src/server/shared/mail/notify";
import type { MailConfig } from "~/src/server/shared/mail/outbox";
import { kitOrderItems, kitOrders } from "~/src/server/db/schema";
import { refuse } from "~/src/server/http/errors";
import { UUID_PATTERN } from "~/src/server/http/ids";
import {
  lockProductsWithStock,
  PRICES_CHANGED_MESSAGE,
  newOrderColumns,
  resolveAddress,
  resolvePaymentMethod,
  takeStockFor,
} from "~/src/server/shared/checkout";

function kitProductIds(input: PlaceKitOrderBody["products"]): string[] {
  if (!Array.isArray(input)) throw refuse.invalid(KIT_SIZE_MESSAGE);
  const ids: string[] = [];
  for (const item of input) {
    if (typeof item?._id !== "string" || !item._id) throw refuse.invalid("Every kit product needs its _id.");
    if (item.quantity !== undefined && item.quantity !== 1) throw refuse.invalid("Each kit product has a quantity of 1.");
    if (ids.includes(item._id)) throw refuse.invalid("A kit can hold each product only once.");
    ids.push(item._id);
  }
  if (!isKitSizeValid(ids.length)) throw refuse.invalid(KIT_SIZE_MESSAGE);
  return ids;
}

export async function placeKitOrder(db: Db, config: MailConfig, userId: string, input: PlaceKitOrderBody): Promise<KitOrder> {
  const paymentMethod = resolvePaymentMethod(input.paymentMethod);
  const ids = kitProductIds(input.products);
  for (const field of ["totalAmount", "discount", "finalAmount"] as const) {
    if (typeof input[field] !== "number" || !Number.isFinite(input[field])) throw refuse.invalid(`${field} must be a number of rupees.`);
  }
  const address = await resolveAddress(db, userId, input.address);
  const wanted = new Map(ids.map((id) => [id, 1]));

  const orderId = await db.transaction(async (tx) => {
    const locked = await lockProductsWithStock(tx, wanted);
    const kitProducts = ids.map((id) => locked.get(id)!);
    const totals = kitTotals(kitProducts);
    if (
      !amountMatches(input.totalAmount!, totals.totalPaise) ||
      !amountMatches(input.discount!, totals.discountPaise) ||
      !amountMatches(input.finalAmount!, totals.finalPaise)
    ) {
      throw refuse.conflict(PRICES_CHANGED_MESSAGE);
    }
    const [order] = await tx
      .insert(kitOrders)
      .values({
        ...newOrderColumns(userId, paymentMethod, address),
        totalPaise: totals.totalPaise,
        discountPaise: totals.discountPaise,
        finalPaise: totals.finalPaise,
      })
      .returning({ id: kitOrders.id });
    await tx.insert(kitOrderItems).values(
      kitProducts.map((product, position) => ({
        kitOrderId: order.id,
        position,
        productId: product.id,
        name: product.name,
        images: product.images,
        pricePaise: product.pricePaise,
        discount: product.discount,
        quantity: 1,
      })),
    );
    await takeStockFor(tx, wanted, { kitOrderId: order.id });
    await notifyKitOrderReceived(tx, config, order.id);
    return order.id;
  });
  return (await getKitOrder(db, userId, orderId))!;
}

type KitOrderRow = typeof kitOrders.$inferSelect;
type KitItemRow = typeof kitOrderItems.$inferSelect;

function toKitOrderView(order: KitOrderRow, items: KitItemRow[]): KitOrder {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    address: order.address,
    totalAmount: paiseToRupees(order.totalPaise),
    discount: paiseToRupees(order.discountPaise),
    finalAmount: paiseToRupees(order.finalPaise),
    products: items.map((item) => ({
      product: {
        _id: item.productId,
        name: item.name,
        image: item.images,
        price: paiseToRupees(item.pricePaise),
        discount: item.discount,
      },
      quantity: item.quantity,
    })),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    history: order.history,
  };
}

export async function listKitOrders(db: Db, userId: string): Promise<KitOrder[]> {
  const rows = await db.select().from(kitOrders).where(eq(kitOrders.userId, userId)).orderBy(desc(kitOrders.createdAt), desc(kitOrders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(kitOrderItems)
    .where(
      inArray(
        kitOrderItems.kitOrderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(kitOrderItems.position);
  return rows.map((order) =>
    toKitOrderView(
      order,
      items.filter((item) => item.kitOrderId === order.id),
    ),
  );
}

/** Another user's order, or an id that cannot be one, is simply not found. */
export async function getKitOrder(db: Db, userId: string, orderId: string): Promise<KitOrder | null> {
  if (!UUID_PATTERN.test(orderId)) return null;
  const [order] = await db
    .select()
    .from(kitOrders)
    .where(and(eq(kitOrders.id, orderId), eq(kitOrders.userId, userId)))
    .limit(1);
  if (!order) return null;
  const items = await db.select().from(kitOrderItems).where(eq(kitOrderItems.kitOrderId, order.id)).orderBy(kitOrderItems.position);
  return toKitOrderView(order, items);
}
