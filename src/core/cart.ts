import type { Cart } from "~/src/core/shapes/cart";

/** Items in the cart: the sum of quantities above 0 (§3). */
export function cartCount(cart: Pick<Cart, "cartData"> | undefined): number {
  if (!cart) return 0;
  return Object.values(cart.cartData).reduce((sum, quantity) => sum + (quantity > 0 ? quantity : 0), 0);
}
