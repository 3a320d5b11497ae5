import { amountInWords } from "./amount-in-words";
import { splitInclusive, taxTotals, type GstRate, type TaxSplit } from "./gst-tax";
import { paiseToRupees, rupeesToPaise, type Paise } from "./money";
import { rupeeFigures } from "./tax-invoice";
import type { CreditNote, TaxDocumentLine, TaxInvoice } from "~/src/core/shapes/tax-document";

/**
 * Credit notes (CGST Act s.34; contents in Rule 53(1A)): the value and tax of goods that came back, against
 * the tax invoice they were sold on. The note takes the invoice's parties, place of supply and, per line, its
 * rate, so the tax credited is of the same kind (CGST + SGST, or IGST) as the tax charged.
 */

/** What one invoice line has already been credited by earlier notes, in paise. */
export interface CreditedSoFar extends TaxSplit {
  quantity: number;
  totalPaise: Paise;
}

/** Units of one invoice line coming back, and what the customer is given back for them (the refund's goods part). */
export interface CreditRequest {
  /** Index of the line on the invoice. */
  invoiceLine: number;
  quantity: number;
  totalPaise: Paise;
}

export interface CreditNoteInput {
  number: string;
  /** The note's date (India). */
  date: string;
  reason: string;
  invoice: TaxInvoice & { number: string };
  requests: readonly CreditRequest[];
  /** By invoice line index; lines never credited before are absent. */
  creditedBefore: ReadonlyMap<number, CreditedSoFar>;
}

export interface CreditNoteResult {
  creditNote: CreditNote;
  /** The same figures in paise, line by line, for the register's columns. */
  lines: Array<TaxSplit & { invoiceLine: number; quantity: number; totalPaise: Paise }>;
  totals: TaxSplit & { totalPaise: Paise };
}

const paiseOf = (line: TaxDocumentLine) => ({
  taxablePaise: rupeesToPaise(line.taxableValue),
  cgstPaise: rupeesToPaise(line.cgst),
  sgstPaise: rupeesToPaise(line.sgst),
  igstPaise: rupeesToPaise(line.igst),
  totalPaise: rupeesToPaise(line.total),
});

/**
 * The tax in `totalPaise` of one line. The last units of a line take what the invoice line has left to
 * credit, so every note of an invoice together credits exactly the invoice's tax, with no paisa lost to
 * rounding; earlier units split their amount at the line's rate as the invoice did. No tax ever goes below
 * zero: what rounding left over goes to the taxable value.
 */
function creditSplit(invoiceLine: TaxDocumentLine, interState: boolean, request: CreditRequest, before: CreditedSoFar | undefined): TaxSplit {
  const creditedQuantity = before?.quantity ?? 0;
  if (creditedQuantity + request.quantity < invoiceLine.quantity) {
    return splitInclusive(request.totalPaise, invoiceLine.gstRate as GstRate, interState);
  }
  const charged = paiseOf(invoiceLine);
  const left = (key: "cgstPaise" | "sgstPaise" | "igstPaise") => Math.max(0, Math.min(request.totalPaise, charged[key] - (before?.[key] ?? 0)));
  const cgstPaise = left("cgstPaise");
  const sgstPaise = left("sgstPaise");
  const igstPaise = Math.min(left("igstPaise"), request.totalPaise - cgstPaise - sgstPaise);
  return { taxablePaise: request.totalPaise - cgstPaise - sgstPaise - igstPaise, cgstPaise, sgstPaise, igstPaise };
}

export function buildCreditNote(input: CreditNoteInput): CreditNoteResult {
  const { invoice } = input;
  const lines = input.requests.map((request) => {
    const invoiceLine = invoice.lines[request.invoiceLine];
    if (!invoiceLine) throw new RangeError(`Invoice ${invoice.number} has no line ${request.invoiceLine + 1}.`);
    const credited = (input.creditedBefore.get(request.invoiceLine)?.quantity ?? 0) + request.quantity;
    if (request.quantity <= 0 || credited > invoiceLine.quantity) {
      throw new RangeError(
        `Line ${request.invoiceLine + 1} of invoice ${invoice.number} has ${invoiceLine.quantity} units; ${credited} would be credited.`,
      );
    }
    const split = creditSplit(invoiceLine, invoice.interState, request, input.creditedBefore.get(request.invoiceLine));
    return { invoiceLine: request.invoiceLine, quantity: request.quantity, ...split, totalPaise: request.totalPaise, source: invoiceLine };
  });
  const totals = taxTotals(lines);
  const documentLines = lines.map((line): TaxDocumentLine => ({
    description: line.source.description,
    hsn: line.source.hsn,
    quantity: line.quantity,
    unit: line.source.unit,
    unitPrice: line.source.unitPrice,
    // What the units listed at less what is credited for them: their product discount and kit-discount share.
    discount: paiseToRupees(Math.max(0, rupeesToPaise(line.source.unitPrice) * line.quantity - line.totalPaise)),
    gstRate: line.source.gstRate,
    ...rupeeFigures(line),
  }));
  return {
    creditNote: {
      number: input.number,
      date: input.date,
      invoiceNumber: invoice.number,
      invoiceDate: invoice.date,
      reason: input.reason,
      supplier: invoice.supplier,
      recipient: invoice.recipient,
      placeOfSupply: invoice.placeOfSupply,
      interState: invoice.interState,
      lines: documentLines,
      totals: rupeeFigures(totals),
      amountInWords: amountInWords(totals.totalPaise),
      orderId: invoice.orderId,
      orderNumber: invoice.orderNumber,
      signatory: invoice.signatory,
    },
    lines: lines.map(({ source: _source, ...line }) => line),
    totals,
  };
}

/** The whole of what an invoice has left to credit: a parcel that came back undelivered, delivery charge included. */
export function wholeInvoiceRequests(invoice: TaxInvoice, creditedBefore: ReadonlyMap<number, CreditedSoFar>): CreditRequest[] {
  return invoice.lines.flatMap((line, index) => {
    const before = creditedBefore.get(index);
    const quantity = line.quantity - (before?.quantity ?? 0);
    return quantity > 0 ? [{ invoiceLine: index, quantity, totalPaise: rupeesToPaise(line.total) - (before?.totalPaise ?? 0) }] : [];
  });
}
