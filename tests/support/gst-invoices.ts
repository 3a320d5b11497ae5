import { amountInWords } from "~/src/core/amount-in-words";
import { taxLines, taxTotals, type GstRate } from "~/src/core/gst-tax";
import { gstinCheckCharacter } from "~/src/core/gstin";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { creditNoteSchema, type CreditNote, type TaxDocumentLine, type TaxInvoice } from "~/src/core/shapes/tax-document";
import type { IssuedCreditNote, IssuedInvoice } from "~/src/server/modules/invoices/gst-documents";
import { sampleInvoice, type Item } from "./tax-documents";
import { rupeeFigures } from "~/src/core/tax-invoice";

/**
 * Issued invoices for the GSTR-1 tests: the sample invoice of ./tax-documents with its lines worked out by the
 * shop's own tax code (~/src/core/gst-tax), so a delivery fee becomes the SAC 9985 line exactly as at checkout.
 */

export const KARNATAKA = { state: "Karnataka", stateCode: "29" };
export const MAHARASHTRA = { state: "Maharashtra", stateCode: "27" };
export const DELHI = { state: "Delhi", stateCode: "07" };
export const TAMIL_NADU = { state: "Tamil Nadu", stateCode: "33" };

/** A GSTIN of the given state with a correct check character. */
export function gstinOf(stateCode: string, pan = "AABCR1718E"): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

export interface IssuedInvoiceOptions {
  serial: number;
  issueDate: string;
  items: Item[];
  /** Karnataka, the shop's own state, unless told: then the supply is intra-state. */
  placeOfSupply?: { state: string; stateCode: string };
  /** GST-inclusive rupees. */
  deliveryFee?: number;
  /** A business buyer: its GSTIN and registered name. */
  business?: { gstin: string; name: string };
  series?: string;
}

export function issuedInvoice(options: IssuedInvoiceOptions): IssuedInvoice {
  const series = options.series ?? "TW/25-26/";
  const number = `${series}${String(options.serial).padStart(6, "0")}`;
  const place = options.placeOfSupply ?? KARNATAKA;
  const interState = place.stateCode !== KARNATAKA.stateCode;
  const computed = taxLines({
    interState,
    deliveryFeePaise: rupeesToPaise(options.deliveryFee ?? 0),
    lines: options.items.map((item) => {
      const unitPricePaise = rupeesToPaise(item.unitPrice);
      const discountPaise = rupeesToPaise(item.discount ?? 0);
      return {
        description: item.description,
        hsn: item.hsn,
        quantity: item.quantity,
        unitPricePaise,
        discountPaise,
        chargedPaise: unitPricePaise * item.quantity - discountPaise,
        gstRate: item.gstRate as GstRate,
      };
    }),
  });
  const lines = computed.map((line): TaxDocumentLine => ({
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: paiseToRupees(line.unitPricePaise),
    discount: paiseToRupees(line.discountPaise),
    gstRate: line.gstRate,
    ...rupeeFigures(line),
  }));
  const totals = taxTotals(computed);
  const base = sampleInvoice({ interState });
  const document: TaxInvoice = {
    ...base,
    number,
    date: options.issueDate,
    orderDate: options.issueDate,
    recipient: {
      ...base.recipient,
      ...place,
      ...(options.business ? { gstin: options.business.gstin, businessName: options.business.name } : {}),
    },
    placeOfSupply: place,
    interState,
    lines,
    totals: rupeeFigures(totals),
    amountInWords: amountInWords(totals.totalPaise),
  };
  return { number, issueDate: options.issueDate, series, serial: options.serial, document };
}

/** A credit note for some of an invoice's lines, whole (goods returned), as the shop issues them. */
export function issuedCreditNote(
  invoice: IssuedInvoice,
  options: { serial: number; issueDate: string; hsn?: string[]; series?: string },
): IssuedCreditNote {
  const series = options.series ?? "TW-CN/25-26/";
  const number = `${series}${String(options.serial).padStart(4, "0")}`;
  const { document } = invoice;
  const lines = document.lines.filter((line) => !options.hsn || options.hsn.includes(line.hsn));
  const sum = (pick: (line: TaxDocumentLine) => number) => paiseToRupees(lines.reduce((total, line) => total + rupeesToPaise(pick(line)), 0));
  const note: CreditNote = creditNoteSchema.parse({
    number,
    date: options.issueDate,
    invoiceNumber: invoice.number,
    invoiceDate: invoice.issueDate,
    reason: "Goods returned",
    supplier: document.supplier,
    recipient: document.recipient,
    placeOfSupply: document.placeOfSupply,
    interState: document.interState,
    lines,
    totals: {
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      total: sum((line) => line.total),
    },
    amountInWords: "",
    orderId: document.orderId,
    orderNumber: document.orderNumber,
    signatory: document.signatory,
  } satisfies CreditNote);
  return { number, issueDate: options.issueDate, series, serial: options.serial, document: note, invoiceValue: document.totals.total };
}
