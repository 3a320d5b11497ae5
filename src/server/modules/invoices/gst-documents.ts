import type { Paise } from "~/src/core/money";
import type { CreditNote, TaxDocumentLine, TaxInvoice } from "~/src/core/shapes/tax-document";

/**
 * What GSTR-1 is made of: the invoices and credit notes as the register holds them, as ./gst-returns files them
 * (in paise, with the table each belongs to), and the figures every rate row carries. Its own file because both
 * ./gst-returns and ./gst-credit-notes build on it, and neither may import the other back.
 */

/** An issued document as the register holds it: its number, also split into series and serial for Table 13. */
export interface IssuedDocument<D> {
  number: string;
  /** YYYY-MM-DD (IST): the date of issue, which decides the return period. */
  issueDate: string;
  /** "TW/25-26/": the part of the number before the serial. */
  series: string;
  serial: number;
  document: D;
}
export type IssuedInvoice = IssuedDocument<TaxInvoice>;
/**
 * A credit note, with `invoiceValue`: the grand total (rupees) of the invoice it credits, as the invoices table
 * holds it. Only that value tells whether the invoice was B2C large, and so whether the note goes to cdnur.
 */
export type IssuedCreditNote = IssuedDocument<CreditNote> & { invoiceValue: number };

export const AMOUNTS = ["taxable", "igst", "cgst", "sgst", "total"] as const;
export type Amounts = Record<(typeof AMOUNTS)[number], Paise>;

export interface PaiseLine {
  line: TaxDocumentLine;
  amounts: Amounts;
}
/** An invoice or a credit note of the month, its lines in paise, and the table it belongs to. */
export interface Filed<D, Kind> {
  issued: IssuedDocument<D>;
  kind: Kind;
  lines: PaiseLine[];
  /** The document's grand total. */
  value: Paise;
  placeOfSupply: string;
  /** The date of issue as the portal writes it. */
  date: string;
}
export type Supply = Filed<TaxInvoice, "b2b" | "b2cl" | "b2cs">;
/** "b2cs": a note to an unregistered buyer that is not B2C large, netted in Table 7. */
export type Credit = Filed<CreditNote, "cdnr" | "cdnur" | "b2cs">;

export interface TaxSums {
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}
/**
 * Rows carry the portal's formats (dates "05-Mar-2026", place of supply "29-Karnataka", rate in percent) so the
 * CSV is a plain rendering. `igst`, `cgst` and `sgst` are not columns of b2b, b2cl or b2cs (the portal works them
 * out) but are given so every section reconciles tax by tax. `applicablePercent` (the 65 % concessional rate) and
 * `ecommerceGstin` are always null: the shop charges full rates and sells on its own site, not through an
 * e-commerce operator (s.52).
 */
export interface RateRow extends TaxSums {
  applicablePercent: null;
  rate: number;
}
