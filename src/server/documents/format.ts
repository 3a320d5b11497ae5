import { formatRupees, rupeesToPaise } from "~/src/core/money";

/** The shop's ₹1,23,456.00 from the rupees a document stores; `symbol: ""` for table cells under an "in ₹" note. */
export function money(rupees: number, symbol = "₹"): string {
  return formatRupees(rupeesToPaise(rupees), symbol);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-05" → "05 Mar 2026": Indian day-first order, with the month in letters so no reader swaps it. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/**
 * The creation date written into the PDF: the document's own date, midnight IST. Fixed by the stored row,
 * so every render of one document gives the same bytes (pdfkit's default is the time of rendering).
 */
export function creationDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

const quantities = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

export function displayQuantity(quantity: number): string {
  return quantities.format(quantity);
}

const rates = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });

/** The GST rate column: "18" for IGST, "9+9" for CGST + SGST (Rule 46 asks for the rate of each tax). */
export function displayRate(gstRate: number, interState: boolean): string {
  return interState ? rates.format(gstRate) : `${rates.format(gstRate / 2)}+${rates.format(gstRate / 2)}`;
}

/** "Karnataka (29)" */
export function stateWithCode(place: { state: string; stateCode: string }): string {
  return `${place.state} (${place.stateCode})`;
}
