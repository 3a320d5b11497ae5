import { desc, eq, inArray } from "drizzle-orm";
import { paiseToRupees } from "~/src/core/money";
import { amountMatches, cartTotals, salePrice } from "~/src/core/pricing";
import type { PlaceOrderBody, UserOrder } from "~/src/core/shapes/order";
import { exceedsMaxQuantity, MAX_QUANTITY_MESSAGE } from "~/src/core/stock";
import type { Db } from "~/src/server/db/client";
import { notifyOrderReceived } from "~/src/server/shared/mail/notify";
import type { MailConfig } from "~/src/server/shared/mail/outbox";
import { cartItems, orderItems, orders } from "~/src/server/db/schema";
import { refuse } from "~/src/server/http/errors";
import {
  lockProductsWithStock,
  PRICES_CHANGED_MESSAGE,
  newOrderColumns,
  resolveAddress,
  resolvePaymentMethod,
  takeStockFor,
} from "~/src/server/shared/checkout";

/** Ids and quantities are all the server takes from the items; duplicates are added up. */
function wantedQuantities(items: PlaceOrderBody["items"]): Map<string, number> {
  if (!Array.isArray(items) || items.length === 0) throw refuse.invalid("Your cart is empty.");
  const wanted = new Map<string, number>();
  for (const item of items) {
    const id = item?._id ?? item?.id;
    const quantity = item?.quantity;
    if (typeof id !== "string" || !id) throw refuse.invalid("Every item needs the product's _id.");
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) {
      throw refuse.invalid("Every item needs a whole quantity of 1 or more.");
    }
    const total = (wanted.get(id) ?? 0) + quantity;
    if (exceedsMaxQuantity(total)) throw refuse.invalid(MAX_QUANTITY_MESSAGE);
    wanted.set(id, total);
  }
  if (wanted.size > 200) throw refuse.invalid("An order can hold at most 200 different products.");
  return wanted;
}

export async function placeOrder(db: Db, config: MailConfig, userId: string, deliveryFeePaise: number, input: PlaceOrderBody): Promise<string> {
  const paymentMethod = resolvePaymentMethod(input.paymentMethod);
  const wanted = wantedQuantities(input.items);
  if (typeof input.amount !== "number" || !Number.isFinite(input.amount)) throw refuse.invalid("amount must be the order total in rupees.");
  const address = await resolveAddress(db, userId, input.address);

  return db.transaction(async (tx) => {
    const locked = await lockProductsWithStock(tx, wanted);
    const lines = [...wanted].map(([id, quantity]) => ({ product: locked.get(id)!, quantity }));
    const totals = cartTotals(
      lines.map(({ product, quantity }) => ({ pricePaise: product.pricePaise, discount: product.discount, quantity })),
      deliveryFeePaise,
    );
    if (!amountMatches(input.amount!, totals.totalPaise)) throw refuse.conflict(PRICES_CHANGED_MESSAGE);

    const [order] = await tx
      .insert(orders)
      .values({
        ...newOrderColumns(userId, paymentMethod, address),
        subtotalPaise: totals.subtotalPaise,
        deliveryFeePaise: totals.deliveryFeePaise,
        amountPaise: totals.totalPaise,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values(
      lines.map(({ product, quantity }, position) => ({
        orderId: order.id,
        position,
        productId: product.id,
        name: product.name,
        images: product.images,
        unitPricePaise: salePrice(product.pricePaise, product.discount),
        quantity,
      })),
    );
    await takeStockFor(tx, wanted, { orderId: order.id });
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await notifyOrderReceived(tx, config, order.id);
    return order.id;
  });
}

export async function listUserOrders(db: Db, userId: string): Promise<UserOrder[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(orderItems.position);
  return rows.map((order) => ({
    _id: order.id,
    date: order.createdAt.toISOString(),
    status: order.status,
    paymentMethod: order.paymentMethod,
    address: order.address,
    subtotal: paiseToRupees(order.subtotalPaise),
    deliveryFee: paiseToRupees(order.deliveryFeePaise),
    amount: paiseToRupees(order.amountPaise),
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        _id: item.productId,
        name: item.name,
        image: item.images,
        price: paiseToRupees(item.unitPricePaise),
        quantity: item.quantity,
      })),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    history: order.history,
  }));
}
