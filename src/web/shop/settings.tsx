import { createContext, useContext, type ReactNode } from "react";
import { CURRENCY_SYMBOL } from "~/src/core/constants";
import type { PublicShop } from "~/src/core/shapes/shop";

/**
 * Shop settings the server decides and the pages show: the owner's saved details and delivery fee
 * (GET /api/shop, read by the root loader). `shop` is null only when the root loader failed.
 */
interface ShopSettings {
  currency: string;
  deliveryFee: number;
  shop: PublicShop | null;
}

const ShopSettingsContext = createContext<ShopSettings | null>(null);

export function ShopSettingsProvider({ deliveryFee, shop = null, children }: { deliveryFee: number; shop?: PublicShop | null; children: ReactNode }) {
  return <ShopSettingsContext.Provider value={{ currency: CURRENCY_SYMBOL, deliveryFee, shop }}>{children}</ShopSettingsContext.Provider>;
}

/** Outside the provider (§9: "falls back to $ when no shop state exists"). */
export function useShopSettings(): ShopSettings {
  return useContext(ShopSettingsContext) ?? { currency: "$", deliveryFee: 0, shop: null };
}
