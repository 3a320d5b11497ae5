import { KIT_DISCOUNT_PERCENT } from "./constants";
import type { Paise } from "./money";

/** Sale price = price × (1 − discount/100), rounded to the paisa (§9). */
export function salePrice(pricePaise: Paise, discountPercent: number | null | undefined): Paise {
  const discount = clampDiscount(discountPercent);
  return Math.round((pricePaise * (100 - discount)) / 100);
}

/**
 * A product's price as the catalog stores it: price, discount and the sale price worked out from them here,
 * so every writer (staff, CSV import, the demo seed) stores the same figure the catalog sorts by.
 */
export function productPrice(pricePaise: Paise, discount: number): { pricePaise: Paise; discount: number; salePricePaise: Paise } {
  return { pricePaise, discount, salePricePaise: salePrice(pricePaise, discount) };
}

export function clampDiscount(discountPercent: number | null | undefined): number {
  if (!discountPercent || !Number.isFinite(discountPercent) || discountPercent < 0) return 0;
  return Math.min(discountPercent, 100);
}

export interface PricedLine {
  pricePaise: Paise;
  discount: number;
  quantity: number;
}

export interface CartTotals {
  subtotalPaise: Paise;
  deliveryFeePaise: Paise;
  totalPaise: Paise;
}

/**
 * Cart total uses each product's sale price; an empty cart costs 0.00, not the delivery fee (§9).
 * Only quantities above 0 count (§3).
 */
export function cartTotals(lines: PricedLine[], deliveryFeePaise: Paise): CartTotals {
  const subtotalPaise = lines
    .filter((line) => line.quantity > 0)
    .reduce((sum, line) => sum + salePrice(line.pricePaise, line.discount) * line.quantity, 0);
  const fee = subtotalPaise === 0 ? 0 : deliveryFeePaise;
  return { subtotalPaise, deliveryFeePaise: fee, totalPaise: subtotalPaise + fee };
}

export interface KitTotals {
  totalPaise: Paise;
  discountPaise: Paise;
  finalPaise: Paise;
}

/** Kit total = sum of sale prices (quantity 1 each); discount 5% of it; final = total − discount (§9). */
export function kitTotals(products: Array<{ pricePaise: Paise; discount: number }>): KitTotals {
  const totalPaise = products.reduce((sum, product) => sum + salePrice(product.pricePaise, product.discount), 0);
  const discountPaise = orderDiscount(totalPaise, KIT_DISCOUNT_PERCENT);
  return { totalPaise, discountPaise, finalPaise: totalPaise - discountPaise };
}

/** A percentage off a whole order, rounded to the paisa. */
export const orderDiscount = (totalPaise: Paise, percent: number): Paise => Math.round((totalPaise * percent) / 100);

/** A client's amount (rupees, maybe an unrounded float) matches ours when within one paisa. */
export function amountMatches(clientRupees: number, serverPaise: Paise): boolean {
  return Number.isFinite(clientRupees) && Math.abs(clientRupees * 100 - serverPaise) <= 1 + 1e-6;
}

/** The percent saved, as the shop shows it: the product's discount, or worked out from the two prices. */
export function savePercent(amount: number, original: number | undefined, discount?: number): number {
  if (original === undefined || !(original > amount)) return 0;
  if (discount !== undefined && discount > 0) return Math.round(discount);
  return Math.round((1 - amount / original) * 100);
}
