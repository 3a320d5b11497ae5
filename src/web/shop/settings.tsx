import { createContext, useContext, type ReactNode } from "react";
import { CURRENCY_SYMBOL } from "../../core/constants";

/** Shop settings the server decides and the pages show (delivery fee from DELIVERY_FEE). */
interface ShopSettings {
  currency: string;
  deliveryFee: number;
}

const ShopSettingsContext = createContext<ShopSettings | null>(null);

export function ShopSettingsProvider({ deliveryFee, children }: { deliveryFee: number; children: ReactNode }) {
  return <ShopSettingsContext.Provider value={{ currency: CURRENCY_SYMBOL, deliveryFee }}>{children}</ShopSettingsContext.Provider>;
}

/** Outside the provider (§9: "falls back to $ when no shop state exists"). */
export function useShopSettings(): ShopSettings {
  return useContext(ShopSettingsContext) ?? { currency: "$", deliveryFee: 0 };
}
