import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "./constants";

export const KIT_TOO_MANY_MESSAGE = `You can only select up to ${KIT_MAX_ITEMS} products for your kit.`;
export const KIT_SIZE_MESSAGE = `Please select between ${KIT_MIN_ITEMS} and ${KIT_MAX_ITEMS} products to create your kit.`;
export const KIT_HINT = `Select ${KIT_MIN_ITEMS}-${KIT_MAX_ITEMS} products to continue`;

export function isKitSizeValid(count: number): boolean {
  return count >= KIT_MIN_ITEMS && count <= KIT_MAX_ITEMS;
}

export type KitToggleResult = { ok: true; selection: string[] } | { ok: false; message: string; selection: string[] };

/** Toggle a product in or out of the kit selection; adding a 21st item is refused (§5). */
export function toggleKitProduct(selection: string[], productId: string): KitToggleResult {
  if (selection.includes(productId)) {
    return { ok: true, selection: selection.filter((id) => id !== productId) };
  }
  if (selection.length >= KIT_MAX_ITEMS) {
    return { ok: false, message: KIT_TOO_MANY_MESSAGE, selection };
  }
  return { ok: true, selection: [...selection, productId] };
}
