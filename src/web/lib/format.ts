import { formatRupees, rupeesToPaise } from "~/src/core/money";

/** Rupees (as the API sends them) → "₹1,23,456.00". The storefront's one money formatter. */
export function rupees(amount: number): string {
  return formatRupees(rupeesToPaise(amount));
}
