/**
 * Money is integer paise everywhere in our code; rupees with two decimals only at the edges
 * (the JSON API and the page). Integer paise make totals exact.
 */
export type Paise = number;

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

const indianRupees = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₹1,23,456.00 — Indian digit grouping. The one formatter used by every page. */
export function formatRupees(paise: Paise, symbol = "₹"): string {
  const sign = paise < 0 ? "-" : "";
  return `${sign}${symbol}${indianRupees.format(Math.abs(paise) / 100)}`;
}
