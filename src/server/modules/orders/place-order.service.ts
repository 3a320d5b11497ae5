import { eq } from "drizzle-orm";
import { checkBusinessPurchase, type BusinessPurchase } from "~/src/core/business-purchase";
import { defineMessages } from "~/src/core/i18n";
import { isKitSizeValid, KIT_SIZE_MESSAGE } from "~/src/core/kit";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import { priceOrder, type OrderCharge } from "~/src/core/order-pricing";
import { amountMatches } from "~/src/core/pricing";
import type { PlaceKitOrderBody } from "~/src/core/shapes/kit-order";
import type { PlaceOrderBody } from "~/src/core/shapes/order";
import { exceedsMaxQuantity, MAX_QUANTITY_MESSAGE } from "~/src/core/stock";
import type { Db } from "~/src/server/db/client";
import { cartItems, users } from "~/src/server/db/schema";
import type { MailConfig } from "~/src/server/mail/outbox";
import { checkServed } from "~/src/server/delivery/address-place";
import { deliveryContext, quoteDelivery } from "~/src/server/delivery/delivery-quote";
import { refuse } from "~/src/server/refusal";
import { deliveryFeePaise, getShopSettings } from "~/src/server/shared/shop-settings";
import { lockProductsWithStock, resolveAddress, writeOrder } from "~/src/server/shared/order-taking";
import { isPrepaid, paymentStatusAtOrder, prepaidRefusal } from "~/src/core/payment";
import { PRICES_CHANGED, resolvePaymentMethod } from "./checkout";
import { notifyOrderPlaced } from "./order-mails";
import type { StoredOrder } from "./order-store";

/** Who places the order, and where. */
export interface PlaceOrderContext {
  db: Db;
  config: MailConfig;
  userId: string;
}

/** An order as asked for, whatever call it came through: the products, and the client's figures to check. */
export interface OrderRequest {
  kind: OrderKind;
  /** Product id → units, in the order the customer listed them. */
  wanted: Map<string, number>;
  paymentMethod: string;
  address: unknown;
  /** A business purchase (GSTIN and legal name), remembered on the account for the next checkout. */
  business: BusinessPurchase | null;
  /** Whether the client's amounts are the server's within a paisa (§7); otherwise nothing is ordered. */
  matches: (charge: OrderCharge) => boolean;
}

// Rules of src/core (kit size, most of one product, payment) say themselves in Hindi through src/core/rule-messages.ts.
const text = defineMessages("refusal.order", {
  emptyCart: "Your cart is empty.",
  itemId: "Every item needs the product's _id.",
  itemQuantity: "Every item needs a whole quantity of 1 or more.",
  tooManyProducts: "An order can hold at most 200 different products.",
  amount: "amount must be the order total in rupees.",
  kitId: "Every kit product needs its _id.",
  kitQuantity: "Each kit product has a quantity of 1.",
  kitTwice: "A kit can hold each product only once.",
  rupees: "{field} must be a number of rupees.",
});

function businessPurchaseOf(body: { gstin?: string | null; businessName?: string | null }): BusinessPurchase | null {
  const verdict = checkBusinessPurchase(body);
  if (!verdict.ok) throw refuse.invalid(verdict.message);
  return verdict.purchase;
}

/** POST /api/order/place: ids and quantities are all the server takes from the items; duplicates are added up. */
export function componentOrderRequest(body: PlaceOrderBody): OrderRequest {
  const paymentMethod = resolvePaymentMethod(body.paymentMethod);
  const { items, amount } = body;
  if (!Array.isArray(items) || items.length === 0) throw refuse.invalid({ message: text.emptyCart });
  const wanted = new Map<string, number>();
  for (const item of items) {
    const id = item?._id ?? item?.id;
    const quantity = item?.quantity;
    if (typeof id !== "string" || !id) throw refuse.invalid({ message: text.itemId });
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) {
      throw refuse.invalid({ message: text.itemQuantity });
    }
    const total = (wanted.get(id) ?? 0) + quantity;
    if (exceedsMaxQuantity(total)) throw refuse.invalid(MAX_QUANTITY_MESSAGE);
    wanted.set(id, total);
  }
  if (wanted.size > 200) throw refuse.invalid({ message: text.tooManyProducts });
  if (typeof amount !== "number" || !Number.isFinite(amount)) throw refuse.invalid({ message: text.amount });
  const business = businessPurchaseOf(body);
  return {
    kind: "component",
    wanted,
    paymentMethod,
    address: body.address,
    business,
    matches: (charge) => amountMatches(amount, charge.amountPaise),
  };
}

/** POST /api/kit-orders: 7–20 different products, one of each, and the kit's three amounts. */
export function kitOrderRequest(body: PlaceKitOrderBody): OrderRequest {
  const paymentMethod = resolvePaymentMethod(body.paymentMethod);
  if (!Array.isArray(body.products)) throw refuse.invalid(KIT_SIZE_MESSAGE);
  const wanted = new Map<string, number>();
  for (const item of body.products) {
    if (typeof item?._id !== "string" || !item._id) throw refuse.invalid({ message: text.kitId });
    if (item.quantity !== undefined && item.quantity !== 1) throw refuse.invalid({ message: text.kitQuantity });
    if (wanted.has(item._id)) throw refuse.invalid({ message: text.kitTwice });
    wanted.set(item._id, 1);
  }
  if (!isKitSizeValid(wanted.size)) throw refuse.invalid(KIT_SIZE_MESSAGE);
  const { totalAmount, discount, finalAmount } = body;
  for (const [field, value] of Object.entries({ totalAmount, discount, finalAmount })) {
    if (typeof value !== "number" || !Number.isFinite(value)) throw refuse.invalid({ message: text.rupees, values: { field } });
  }
  return {
    kind: "kit",
    wanted,
    paymentMethod,
    address: body.address,
    business: businessPurchaseOf(body),
    matches: (charge) =>
      amountMatches(totalAmount!, charge.subtotalPaise) &&
      amountMatches(discount!, charge.discountPaise) &&
      amountMatches(finalAmount!, charge.amountPaise),
  };
}

/**
 * Takes an order in one transaction: the products' rows are locked (so no unit is sold twice), the server
 * prices every line (src/core/order-pricing.ts) and compares with the client's figures, then the order
 * and its lines are written as charged, the units leave stock through the ledger, a cart order empties
 * the cart, and the confirmation is queued. Anything refused changes nothing.
 */
export async function placeOrder(context: PlaceOrderContext, request: OrderRequest): Promise<StoredOrder> {
  const { db, userId } = context;
  const rules = ORDER_KINDS[request.kind];
  const delivery = await deliveryContext(db, context.config);
  const address = await resolveAddress(db, userId, request.address, delivery.rules.pins);
  checkServed(address.zipcode, delivery.rules);
  const fee = rules.chargesDeliveryFee ? await deliveryFeePaise(db, context.config) : 0;

  return db.transaction(async (tx) => {
    const locked = await lockProductsWithStock(tx, request.wanted);
    const products = [...request.wanted].map(([id, quantity]) => ({ product: locked.get(id)!, quantity }));
    const charge = priceOrder(
      request.kind,
      products.map(({ product, quantity }) => ({ pricePaise: product.pricePaise, discount: product.discount, quantity })),
      fee,
    );
    if (!request.matches(charge)) throw refuse.conflict(PRICES_CHANGED);
    if (isPrepaid(request.paymentMethod)) {
      const refusal = prepaidRefusal(request.paymentMethod, charge.amountPaise, await getShopSettings(tx, context.config));
      if (refusal) throw refuse.invalid(refusal);
    }

    const placedAt = new Date();
    // The address passed checkAddressPlace, so its PIN has a place (known, or its state by its first digits) and a quote.
    const { estimatedDelivery } = quoteDelivery(address.zipcode, delivery, placedAt)!;
    const placed = await writeOrder(tx, {
      userId,
      kind: request.kind,
      paymentMethod: request.paymentMethod,
      paymentStatus: paymentStatusAtOrder(request.paymentMethod),
      address,
      charge,
      lines: products.map(({ product }, position) => ({
        productId: product.id,
        name: product.name,
        images: product.images,
        ...charge.lines[position],
        hsn: product.hsn,
        gstRateBp: product.gstRateBp,
        takesStock: true,
      })),
      business: request.business,
      estimatedDelivery,
      stockReason: rules.stockReason,
      placedAt,
    });
    if (rules.placedFromCart) await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    if (request.business) await tx.update(users).set(request.business).where(eq(users.id, userId));
    await notifyOrderPlaced(tx, context.config, placed);
    return placed;
  });
}
