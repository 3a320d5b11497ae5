import { CART_MAX_QUANTITY } from "./constants";

/** Stock refusals, the same words whether the cart or an order finds the shortage. */
export const outOfStockMessage = (name: string) => `${name} is out of stock.`;
export const onlyLeftMessage = (name: string, stock: number) => `Only ${stock} of ${name} left in stock.`;
export const MAX_QUANTITY_MESSAGE = `You can order at most ${CART_MAX_QUANTITY} of one product.`;

/** Why `quantity` units of this product cannot be had, or null when they are in stock. */
export function stockShortage(product: { name: string; stock: number }, quantity: number): string | null {
  if (product.stock <= 0) return outOfStockMessage(product.name);
  if (quantity > product.stock) return onlyLeftMessage(product.name, product.stock);
  return null;
}

/** More than one cart line or order may hold of one product (§3). */
export const exceedsMaxQuantity = (quantity: number) => quantity > CART_MAX_QUANTITY;
