import { amountInWords } from "./amount-in-words";
import { taxLines, taxTotals, type GstRate } from "./gst-tax";
import { resolveState } from "./india-states";
import type { Paise } from "./money";
import { salePrice } from "./pricing";
import { bpToGstRate } from "./product-tax";
import { documentLine, invoiceSupplier, rupeeFigures, type InvoiceSupplier } from "./tax-invoice";
import type { QuoteAddress } from "~/src/core/shapes/quotes";
import type { PlaceOfSupply, TaxDocumentLine, TaxDocumentTotals, TaxParty, TaxSupplier } from "~/src/core/shapes/tax-document";

/**
 * A quotation's money and its document (issue 30). Prices include GST, as everywhere in the shop: a line costs
 * its unit price less the line's discount, times the quantity, and the GST inside it is split as on the tax
 * invoice the order will get (src/core/gst-tax.ts), so what the school approves is what it will be billed.
 */

/** A line as stored with its request: a catalog product (copied when requested) or a free-text line. */
export interface StoredQuoteLine {
  position: number;
  productId: string | null;
  name: string;
  hsn: string;
  gstRateBp: number;
  quantity: number;
  /** The catalog's sale price per unit when the line was requested (null for free text). */
  catalogPricePaise: Paise | null;
  /** The quoted unit price before the line's discount; null until staff price a free-text line. */
  unitPricePaise: Paise | null;
  discountPercent: number;
}

/** Days a quotation stays open when staff do not say otherwise. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 15;

export const DEFAULT_QUOTE_TERMS = [
  "Prices are in Indian rupees and include GST as shown.",
  "Delivery within 7 working days of the order, subject to stock on the day the quotation is accepted.",
  "Payment by bank transfer (NEFT/RTGS/IMPS), UPI, or cash on delivery, against our proforma invoice.",
  "Goods may be returned within 7 days of delivery as our returns policy describes.",
].join("\n");

/** The quoted unit price after the line's discount: what one unit is charged. */
export const quotedUnitPrice = (line: Pick<StoredQuoteLine, "unitPricePaise" | "discountPercent">): Paise | null =>
  line.unitPricePaise === null ? null : salePrice(line.unitPricePaise, line.discountPercent);

export function quoteLineAmount(line: StoredQuoteLine): Paise | null {
  const unit = quotedUnitPrice(line);
  return unit === null ? null : unit * line.quantity;
}

/** Why a quotation cannot be sent yet, or null when every line is priced. */
export function unpricedLines(lines: readonly StoredQuoteLine[]): string | null {
  if (lines.length === 0) return "A quotation needs at least one line.";
  const open = lines.filter((line) => line.unitPricePaise === null);
  if (open.length === 0) return null;
  return `Price or remove ${open.length === 1 ? "the line" : "these lines"} first: ${open.map((line) => `"${line.name}"`).join(", ")}.`;
}

/** "12 Lab Road", "Patna, Bihar 800001": a quotation's address as printed. */
export const quoteAddressText = (address: QuoteAddress) => `${address.street}\n${address.city}, ${address.state} ${address.zipcode}`;

export interface QuotationBuyer {
  institution: string;
  contactName: string;
  email: string;
  phone: string;
  gstin: string | null;
  billingAddress: QuoteAddress;
  deliveryAddress: QuoteAddress;
}

/** The quotation as sent: everything its PDF prints, computed once when it was issued. */
export interface QuotationDocument {
  number: string;
  date: string;
  version: number;
  /** The number of the quotation this one revises. */
  revises: string | null;
  validUntil: string;
  neededBy: string | null;
  supplier: TaxSupplier;
  recipient: TaxParty;
  contact: { email: string; phone: string };
  deliveryAddress: string;
  placeOfSupply: PlaceOfSupply;
  interState: boolean;
  lines: TaxDocumentLine[];
  totals: TaxDocumentTotals;
  amountInWords: string;
  terms: string;
  signatory: string;
}

export interface QuotationFigures {
  interState: boolean;
  placeOfSupply: PlaceOfSupply;
  lines: TaxDocumentLine[];
  totals: TaxDocumentTotals;
  subtotalPaise: Paise;
  totalPaise: Paise;
}

/** The lines and totals with their GST, or why there are none yet (an unpriced line, a place that is not in India). */
export function quotationFigures(
  input: { lines: readonly StoredQuoteLine[]; deliveryChargePaise: Paise; deliveryState: string },
  supplierState: { code: string },
): { ok: true; figures: QuotationFigures } | { ok: false; message: string } {
  const unpriced = unpricedLines(input.lines);
  if (unpriced) return { ok: false, message: unpriced };
  const place = resolveState(input.deliveryState);
  if (!place) return { ok: false, message: `The delivery state "${input.deliveryState}" is not an Indian state or union territory.` };
  const interState = place.code !== supplierState.code;
  const lines = taxLines({
    interState,
    lines: input.lines.map((line) => {
      const charged = quoteLineAmount(line)!;
      return {
        description: line.name,
        hsn: line.hsn,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise!,
        discountPaise: line.unitPricePaise! * line.quantity - charged,
        chargedPaise: charged,
        gstRate: bpToGstRate(line.gstRateBp) as GstRate,
      };
    }),
    deliveryFeePaise: input.deliveryChargePaise,
    deliveryDescription: "Delivery charges",
  });
  const totals = taxTotals(lines);
  return {
    ok: true,
    figures: {
      interState,
      placeOfSupply: { state: place.name, stateCode: place.code },
      lines: lines.map(documentLine),
      totals: rupeeFigures(totals),
      subtotalPaise: totals.totalPaise - input.deliveryChargePaise,
      totalPaise: totals.totalPaise,
    },
  };
}

/** The document a quotation is sent as; the shop must have its GSTIN set, as for an invoice. */
export function buildQuotation(input: {
  number: string;
  date: string;
  version: number;
  revises: string | null;
  validUntil: string;
  neededBy: string | null;
  terms: string;
  buyer: QuotationBuyer;
  lines: readonly StoredQuoteLine[];
  deliveryChargePaise: Paise;
  shop: InvoiceSupplier;
}): { ok: true; document: QuotationDocument } | { ok: false; message: string } {
  const from = invoiceSupplier(input.shop);
  if (!from.ok) return { ok: false, message: from.message.replace("an invoice", "a quotation") };
  const { buyer } = input;
  const figures = quotationFigures(
    { lines: input.lines, deliveryChargePaise: input.deliveryChargePaise, deliveryState: buyer.deliveryAddress.state },
    from.state,
  );
  if (!figures.ok) return figures;
  const billingState = resolveState(buyer.billingAddress.state);
  if (!billingState) return { ok: false, message: `The billing state "${buyer.billingAddress.state}" is not an Indian state or union territory.` };
  const { interState, placeOfSupply, lines, totals } = figures.figures;
  return {
    ok: true,
    document: {
      number: input.number,
      date: input.date,
      version: input.version,
      revises: input.revises,
      validUntil: input.validUntil,
      neededBy: input.neededBy,
      supplier: from.supplier,
      recipient: {
        name: buyer.contactName,
        businessName: buyer.institution,
        address: quoteAddressText(buyer.billingAddress),
        state: billingState.name,
        stateCode: billingState.code,
        ...(buyer.gstin ? { gstin: buyer.gstin } : {}),
      },
      contact: { email: buyer.email, phone: buyer.phone },
      deliveryAddress: quoteAddressText(buyer.deliveryAddress),
      placeOfSupply,
      interState,
      lines,
      totals,
      amountInWords: amountInWords(figures.figures.totalPaise),
      terms: input.terms,
      signatory: input.shop.signatory,
    },
  };
}
