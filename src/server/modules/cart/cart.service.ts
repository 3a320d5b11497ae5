import { and, eq, inArray, sql } from "drizzle-orm";
import { CART_MAX_QUANTITY } from "~/src/core/constants";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { cartTotals } from "~/src/core/pricing";
import type { Cart } from "~/src/core/shapes/cart";
import { exceedsMaxQuantity, MAX_QUANTITY_MESSAGE, stockShortage } from "~/src/core/stock";
import type { Db } from "~/src/server/db/client";
import { cartItems, products } from "~/src/server/db/schema";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { getProductsByIds } from "~/src/server/shared/products";

// Stock and quantity rules of src/core say themselves in Hindi through src/core/rule-messages.ts.
const text = defineMessages("refusal.cart", {
  noLongerSold: "This product is no longer sold.",
  quantity: "Quantity must be a whole number of 0 or more.",
  productNotFound: "Product not found: {id}.",
  namedNoLongerSold: "{name} is no longer sold.",
  namedQuantity: "The quantity of {name} must be a whole number from 1 to {max}.",
  outOfStockHeld: "{name} is out of stock. Your cart already holds {already}.",
  onlyLeftHeld: "Only {stock} of {name} left in stock. Your cart already holds {already}.",
  namedMaxQuantity: "{name}: You can order at most {max} of one product.",
});

export async function getCart(db: Db, userId: string, deliveryFeePaise: number): Promise<Cart> {
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.productId);
  const cartProducts = await getProductsByIds(
    db,
    rows.map((row) => row.productId),
  );
  // Lines of archived products drop out of the cart's view (the rows stay: restoring brings them back).
  const quantityOf = new Map(rows.map((row) => [row.productId, row.quantity]));
  const items = cartProducts.map((product) => ({ _id: product._id, quantity: quantityOf.get(product._id) ?? 0, product }));
  const totals = cartTotals(
    items.map((item) => ({ pricePaise: rupeesToPaise(item.product.price), discount: item.product.discount, quantity: item.quantity })),
    deliveryFeePaise,
  );
  return {
    cartData: Object.fromEntries(items.map((item) => [item._id, item.quantity])),
    items,
    subtotal: paiseToRupees(totals.subtotalPaise),
    deliveryFee: paiseToRupees(totals.deliveryFeePaise),
    total: paiseToRupees(totals.totalPaise),
  };
}

async function findStock(db: Db, productId: string) {
  const [product] = await db
    .select({ stock: products.stock, name: products.name, archivedAt: products.archivedAt })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw refuse.notFound(NOT_FOUND.product);
  if (product.archivedAt) throw refuse.notFound({ message: text.noLongerSold });
  return product;
}

function checkQuantityAgainstStock(quantity: number, product: { stock: number; name: string }) {
  const shortage = stockShortage(product, quantity);
  if (shortage) throw refuse.conflict(shortage);
  if (exceedsMaxQuantity(quantity)) throw refuse.invalid(MAX_QUANTITY_MESSAGE);
}

/** Add one unit (§4: Increase adds 1). */
export async function addToCart(db: Db, userId: string, productId: string): Promise<void> {
  const product = await findStock(db, productId);
  const [current] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  checkQuantityAgainstStock((current?.quantity ?? 0) + 1, product);
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity: 1 })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + 1`, updatedAt: sql`now()` },
    });
}

/** Set a quantity; 0 removes the line (§4). Negative or fractional quantities change nothing. */
export async function updateCart(db: Db, userId: string, productId: string, quantity: number): Promise<void> {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw refuse.invalid({ message: text.quantity });
  }
  if (quantity === 0) {
    await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    return;
  }
  const product = await findStock(db, productId);
  checkQuantityAgainstStock(quantity, product);
  await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
}

/**
 * Adds many products at once (a matched parts list, issue 30), each quantity to what the cart holds: all or
 * nothing. A product unknown or no longer sold, a quantity that is not a whole number from 1, or a line that would
 * pass the stock or the most one line may hold refuses the whole call, naming the product; the cart is unchanged.
 */
export async function addManyToCart(db: Db, userId: string, items: Array<{ itemId: string; quantity: number }>): Promise<void> {
  const ids = [...new Set(items.map((item) => item.itemId))];
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: products.id, name: products.name, stock: products.stock, archivedAt: products.archivedAt })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(found.map((product) => [product.id, product]));
    const wanted = new Map<string, number>();
    for (const { itemId, quantity } of items) {
      const product = byId.get(itemId);
      if (!product) throw refuse.notFound({ message: text.productNotFound, values: { id: itemId } });
      if (product.archivedAt) throw refuse.notFound({ message: text.namedNoLongerSold, values: { name: product.name } });
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_MAX_QUANTITY) {
        throw refuse.invalid({ message: text.namedQuantity, values: { name: product.name, max: CART_MAX_QUANTITY } });
      }
      wanted.set(itemId, (wanted.get(itemId) ?? 0) + quantity);
    }
    // Added in the database (the row locked by the upsert) and checked after: a concurrent add cannot slip between.
    const totals = await tx
      .insert(cartItems)
      .values(ids.map((productId) => ({ userId, productId, quantity: wanted.get(productId)! })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      })
      .returning({ productId: cartItems.productId, quantity: cartItems.quantity });
    for (const { productId, quantity } of totals) {
      const product = byId.get(productId)!;
      const shortage = stockShortage(product, quantity);
      const already = quantity - wanted.get(productId)!;
      if (shortage && already > 0) {
        const { name, stock } = product;
        throw refuse.conflict({ message: stock <= 0 ? text.outOfStockHeld : text.onlyLeftHeld, values: { name, stock, already } });
      }
      if (shortage) throw refuse.conflict(shortage);
      if (exceedsMaxQuantity(quantity))
        throw refuse.invalid({ message: text.namedMaxQuantity, values: { name: product.name, max: CART_MAX_QUANTITY } });
    }
  });
}
