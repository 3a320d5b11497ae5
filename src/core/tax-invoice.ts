import { addressLines } from "./address-lines";
import { amountInWords } from "./amount-in-words";
import { istDate } from "./financial-year";
import { taxLines, taxTotals, type GstRate } from "./gst-tax";
import { resolveState, type IndianState } from "./india-states";
import { paiseToRupees, type Paise } from "./money";
import { orderNumber } from "./order-rules";
import { paymentMethodLabel } from "./payment";
import { bpToGstRate } from "./product-tax";
import type { Address } from "~/src/core/shapes/address";
import type { PayTo, TaxDocumentLine, TaxDocumentTotals, TaxInvoice, TaxSupplier } from "~/src/core/shapes/tax-document";

/** The shop as its settings describe it, for the supplier block of Rule 46(a). */
export interface InvoiceSupplier {
  legalName: string;
  addressLines: string[];
  state: string;
  gstin: string;
  signatory: string;
}

/** An order as stored (the one order model): what the invoice is drawn from, never the catalog. */
export interface InvoiceOrder {
  id: string;
  createdAt: Date;
  paymentMethod: string;
  address: Address;
  gstin: string | null;
  businessName: string | null;
  poNumber?: string | null;
  deliveryFeePaise: Paise;
  lines: Array<{
    name: string;
    hsn: string;
    gstRateBp: number;
    quantity: number;
    listPricePaise: Paise;
    salePricePaise: Paise;
    orderDiscountPaise: Paise;
    chargedPaise: Paise;
  }>;
}

export type InvoiceResult = { ok: true; invoice: TaxInvoice } | { ok: false; message: string };

/** A line's or a document's tax split as printed: rupees from paise. Invoices and credit notes alike. */
export const rupeeFigures = <Split extends { taxablePaise: Paise; cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise; totalPaise: Paise }>(
  split: Split,
) => ({
  taxableValue: paiseToRupees(split.taxablePaise),
  cgst: paiseToRupees(split.cgstPaise),
  sgst: paiseToRupees(split.sgstPaise),
  igst: paiseToRupees(split.igstPaise),
  total: paiseToRupees(split.totalPaise),
});

/** A taxed line as a document prints it (invoices and quotations alike): rupees from paise, with its tax split. */
export function documentLine(line: ReturnType<typeof taxLines>[number]): TaxDocumentLine {
  return {
    description: line.description,
    hsn: line.hsn,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: paiseToRupees(line.unitPricePaise),
    discount: paiseToRupees(line.discountPaise),
    gstRate: line.gstRate,
    ...rupeeFigures(line),
  };
}

/** The supplier block, or why the shop cannot issue a tax document yet. */
export function invoiceSupplier(shop: InvoiceSupplier): { ok: true; supplier: TaxSupplier; state: IndianState } | { ok: false; message: string } {
  const state = resolveState(shop.state);
  if (!shop.gstin) return { ok: false, message: "The shop's GSTIN is not set: the owner enters it in Settings before an invoice can be issued." };
  if (!state) return { ok: false, message: "The shop's state in Settings is not an Indian state or union territory." };
  return {
    ok: true,
    state,
    supplier: { legalName: shop.legalName, address: shop.addressLines.join("\n"), gstin: shop.gstin, state: state.name, stateCode: state.code },
  };
}

/**
 * A tax invoice (or a proforma of the same form) for an order, as CGST Rule 46 lists its contents. Prices
 * include GST: each line's tax is taken out of what the customer paid for it (src/core/gst-tax.ts), so the
 * grand total is the order's amount to the paisa. The place of supply is the delivery address's state (IGST
 * Act s.10(1)(a): where the goods' movement ends); it decides CGST + SGST or IGST (s.7).
 */
export function buildTaxInvoice(input: {
  type: TaxInvoice["type"];
  number: string | null;
  /** The invoice date (IST); for a proforma, the day it is drawn. */
  date: string;
  order: InvoiceOrder;
  shop: InvoiceSupplier;
  /** A proforma of a bank-transfer or UPI order: where the buyer pays. */
  payTo?: PayTo;
}): InvoiceResult {
  const { order } = input;
  const from = invoiceSupplier(input.shop);
  if (!from.ok) return from;
  const place = resolveState(order.address.state);
  if (!place) {
    return {
      ok: false,
      message: `The delivery state "${order.address.state}" is not an Indian state or union territory, so the invoice has no place of supply.`,
    };
  }
  const interState = place.code !== from.state.code;
  const lines = taxLines({
    interState,
    lines: order.lines.map((line) => ({
      description: line.name,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.listPricePaise,
      discountPaise: (line.listPricePaise - line.salePricePaise) * line.quantity + line.orderDiscountPaise,
      chargedPaise: line.chargedPaise,
      gstRate: bpToGstRate(line.gstRateBp) as GstRate,
    })),
    deliveryFeePaise: order.deliveryFeePaise,
  });
  const totals = taxTotals(lines);
  const [, ...recipientAddress] = addressLines(order.address);
  return {
    ok: true,
    invoice: {
      type: input.type,
      number: input.number,
      date: input.date,
      orderId: order.id,
      orderNumber: orderNumber(order.id),
      orderDate: istDate(order.createdAt),
      paymentMethod: paymentMethodLabel(order.paymentMethod),
      ...(order.poNumber ? { poNumber: order.poNumber } : {}),
      ...(input.payTo ? { payTo: input.payTo } : {}),
      supplier: from.supplier,
      recipient: {
        name: `${order.address.firstName} ${order.address.lastName}`.trim(),
        // The phone is for the courier, not the tax document.
        address: recipientAddress.slice(0, -1).join("\n"),
        state: place.name,
        stateCode: place.code,
        ...(order.gstin && order.businessName ? { gstin: order.gstin, businessName: order.businessName } : {}),
      },
      placeOfSupply: { state: place.name, stateCode: place.code },
      interState,
      lines: lines.map(documentLine),
      totals: rupeeFigures(totals) satisfies TaxDocumentTotals,
      amountInWords: amountInWords(totals.totalPaise),
      reverseCharge: false,
      signatory: input.shop.signatory,
    },
  };
}
