import type { ProductCardData } from "~/src/core/shapes/product";

/** What /kit hands to /kit-place-order through navigation state (§2). Amounts in rupees. */
export interface KitCheckoutState {
  kit: ProductCardData[];
  total: number;
  discount: number;
  finalPrice: number;
}

/** The state when it is a usable kit, else null (opened directly, or an old history entry). */
export function readKitCheckoutState(state: unknown): KitCheckoutState | null {
  if (!state || typeof state !== "object") return null;
  const { kit, total, discount, finalPrice } = state as Partial<KitCheckoutState>;
  if (!Array.isArray(kit) || kit.length === 0) return null;
  if (!kit.every((product) => product && typeof product._id === "string" && typeof product.price === "number")) return null;
  if (![total, discount, finalPrice].every((amount) => typeof amount === "number" && Number.isFinite(amount))) return null;
  return { kit, total: total!, discount: discount!, finalPrice: finalPrice! };
}
