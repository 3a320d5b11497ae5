import type { FinancialYear } from "./financial-year";

/**
 * Tax document numbers: `{series}{YY-YY}/{NNNNN}`, e.g. TW/26-27/00042 for invoices and TWCN/26-27/00003 for
 * credit notes. CGST Rule 46(b): a consecutive serial of at most 16 characters, in one or more series, of
 * letters, digits, "-" and "/", unique for the financial year; a new series each year (GSTN advisory, 4 Apr 2019).
 */
export type DocumentKind = "invoice" | "credit-note" | "quotation";

/** Quotations are not tax documents, but a school's approval file cites them by number: their own gapless series. */
const SERIES_SUFFIX: Record<DocumentKind, string> = { invoice: "/", "credit-note": "CN/", quotation: "Q/" };
export const SERIAL_DIGITS = 5;
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;

/** The series of a kind of document under the shop's prefix: "TW/" for invoices, "TWCN/" for credit notes. */
export const documentSeries = (prefix: string, kind: DocumentKind) => `${prefix}${SERIES_SUFFIX[kind]}`;

export function documentNumber(series: string, year: FinancialYear, serial: number): string {
  const number = `${series}${year.label}/${String(serial).padStart(SERIAL_DIGITS, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`${number} is longer than the ${MAX_DOCUMENT_NUMBER_LENGTH} characters Rule 46(b) allows.`);
  }
  return number;
}
