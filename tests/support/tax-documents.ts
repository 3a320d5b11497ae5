import { amountInWords } from "~/src/core/amount-in-words";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { type CreditNote, type TaxInvoice, type TaxDocumentLine, type TaxDocumentTotals } from "~/src/core/shapes/tax-document";

/**
 * Sample documents for the renderer's tests (and for looking at a page by hand), with the tax worked out as the
 * shop does: GST-inclusive prices, tax = price × rate ÷ (100 + rate), CGST and SGST each rounded from half the rate.
 */

export const SUPPLIER = {
  legalName: "Tinkerwala Technologies Private Limited",
  address: "No. 42, 2nd Floor, 5th Main Road\nHSR Layout, Sector 6\nBengaluru, Karnataka 560102",
  gstin: "29AAJCT4821K1ZW",
  state: "Karnataka",
  stateCode: "29",
};

export interface Item {
  description: string;
  hsn: string;
  quantity: number;
  /** GST-inclusive rupees. */
  unitPrice: number;
  discount?: number;
  gstRate: number;
}

export const ITEMS: Item[] = [
  { description: "Arduino Uno R3 compatible board (ATmega328P, CH340G USB)", hsn: "8542", quantity: 2, unitPrice: 549, gstRate: 18 },
  { description: "ESP32-WROOM-32 development board", hsn: "85176290", quantity: 1, unitPrice: 449, discount: 20, gstRate: 18 },
  { description: "Resistor kit, 1/4 W metal film, 30 values × 20 (600 pcs)", hsn: "8533", quantity: 1, unitPrice: 199, gstRate: 18 },
  { description: "Jumper wires, male-to-male, 20 cm (pack of 40)", hsn: "8544", quantity: 3, unitPrice: 89, gstRate: 18 },
  { description: "Mini quadcopter drone frame kit", hsn: "8806", quantity: 1, unitPrice: 2499, gstRate: 5 },
];

function lineOf(item: Item, interState: boolean): TaxDocumentLine {
  const gross = rupeesToPaise(item.unitPrice) * item.quantity - rupeesToPaise(item.discount ?? 0);
  const half = Math.round((gross * (item.gstRate / 2)) / (100 + item.gstRate));
  const igst = interState ? Math.round((gross * item.gstRate) / (100 + item.gstRate)) : 0;
  const [cgst, sgst] = interState ? [0, 0] : [half, half];
  return {
    description: item.description,
    hsn: item.hsn,
    quantity: item.quantity,
    unit: "NOS",
    unitPrice: item.unitPrice,
    discount: item.discount ?? 0,
    taxableValue: paiseToRupees(gross - cgst - sgst - igst),
    gstRate: item.gstRate,
    cgst: paiseToRupees(cgst),
    sgst: paiseToRupees(sgst),
    igst: paiseToRupees(igst),
    total: paiseToRupees(gross),
  };
}

function totalsOf(lines: TaxDocumentLine[]): TaxDocumentTotals {
  const sum = (pick: (line: TaxDocumentLine) => number) => paiseToRupees(lines.reduce((total, line) => total + rupeesToPaise(pick(line)), 0));
  return {
    taxableValue: sum((line) => line.taxableValue),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    total: sum((line) => line.total),
  };
}

export interface InvoiceOptions {
  items?: Item[];
  interState?: boolean;
  type?: TaxInvoice["type"];
  recipient?: Partial<TaxInvoice["recipient"]>;
  deliveryAddress?: string;
}

export function sampleInvoice(options: InvoiceOptions = {}): TaxInvoice {
  const interState = options.interState ?? false;
  const lines = (options.items ?? ITEMS).map((item) => lineOf(item, interState));
  const totals = totalsOf(lines);
  const place = interState ? { state: "Maharashtra", stateCode: "27" } : { state: "Karnataka", stateCode: "29" };
  const proforma = options.type === "proforma";
  return {
    type: options.type ?? "tax-invoice",
    number: proforma ? null : "TW/25-26/00042",
    date: "2026-03-05",
    orderId: "6650f1a2b3c4d5e6f7a8b9c0",
    orderNumber: "1A2B3C4D",
    orderDate: "2026-03-04",
    paymentMethod: "Cash on delivery",
    supplier: SUPPLIER,
    recipient: {
      name: "Ananya Rao",
      address: interState
        ? "Flat 7B, Sea Breeze Apartments\nBandra West\nMumbai, Maharashtra 400050"
        : "14, 3rd Cross, Indiranagar\nBengaluru, Karnataka 560038",
      ...place,
      ...options.recipient,
    },
    placeOfSupply: place,
    interState,
    lines,
    totals,
    amountInWords: amountInWords(rupeesToPaise(totals.total)),
    reverseCharge: false,
    signatory: "Rohan Mehta",
    ...(options.deliveryAddress ? { deliveryAddress: options.deliveryAddress } : {}),
  };
}

/** 45 kit parts: enough lines for the table to run onto a second page. */
export function kitItems(count = 45): Item[] {
  return Array.from({ length: count }, (_, index) => {
    const item = ITEMS[index % ITEMS.length];
    return { ...item, description: `${item.description} — kit part ${index + 1}`, quantity: (index % 4) + 1 };
  });
}

export function sampleCreditNote(options: { interState?: boolean; items?: Item[] } = {}): CreditNote {
  const invoice = sampleInvoice({ interState: options.interState, items: options.items ?? ITEMS.slice(0, 2) });
  return {
    number: "TW-CN/25-26/0007",
    date: "2026-03-20",
    invoiceNumber: invoice.number ?? "",
    invoiceDate: invoice.date,
    orderId: invoice.orderId,
    orderNumber: invoice.orderNumber,
    reason: "Goods returned",
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    interState: invoice.interState,
    lines: invoice.lines,
    totals: invoice.totals,
    amountInWords: invoice.amountInWords,
    signatory: "Rohan Mehta",
  };
}
