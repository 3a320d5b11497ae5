import { describe, expect, it } from "vitest";
import { creditNoteSchema, type TaxInvoice } from "~/src/core/shapes/tax-document";
import { buildCreditNote, wholeInvoiceRequests, type CreditedSoFar } from "./credit-note";
import { rupeesToPaise } from "./money";
import { unitsRefund } from "./returns";
import { buildTaxInvoice, type InvoiceOrder } from "./tax-invoice";

const SHOP = {
  legalName: "Tinkerwala Maker Supplies Private Limited",
  addressLines: ["14 Maker Lane, Koramangala", "Bengaluru, Karnataka 560034"],
  state: "Karnataka",
  gstin: "29AAHCT4821K1ZY",
  signatory: "Meera Krishnan",
};
const address = (state: string) => ({
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  street: "12 MG Road",
  city: "Somewhere",
  state,
  zipcode: "560001",
  country: "India",
  phone: "9876543210",
});
// A kit of three lines with 5 % off the whole (shares already in the charged amounts) and a component-style fee.
const ORDER: InvoiceOrder = {
  id: "7a1b2c3d-0000-4000-8000-000000000009",
  createdAt: new Date("2026-11-20T06:00:00Z"),
  paymentMethod: "COD",
  address: address("Karnataka"),
  gstin: null,
  businessName: null,
  deliveryFeePaise: 5000,
  lines: [
    {
      name: "Arduino Uno R3",
      hsn: "8542",
      gstRateBp: 1800,
      quantity: 3,
      listPricePaise: 49900,
      salePricePaise: 44910,
      orderDiscountPaise: 6737,
      chargedPaise: 127993,
    },
    {
      name: "Quadcopter combo",
      hsn: "8806",
      gstRateBp: 500,
      quantity: 1,
      listPricePaise: 999900,
      salePricePaise: 999900,
      orderDiscountPaise: 49995,
      chargedPaise: 949905,
    },
  ],
};

function invoiceFor(order: InvoiceOrder): TaxInvoice & { number: string } {
  const result = buildTaxInvoice({ type: "tax-invoice", number: "TW/26-27/00042", date: "2026-11-21", order, shop: SHOP });
  if (!result.ok) throw new Error(result.message);
  return { ...result.invoice, number: "TW/26-27/00042" };
}

const sumOf = (
  lines: ReadonlyArray<{ cgstPaise: number; sgstPaise: number; igstPaise: number; taxablePaise: number; totalPaise: number; quantity: number }>,
) =>
  lines.reduce<CreditedSoFar>(
    (sum, line) => ({
      quantity: sum.quantity + line.quantity,
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      igstPaise: sum.igstPaise + line.igstPaise,
      totalPaise: sum.totalPaise + line.totalPaise,
    }),
    { quantity: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  );

describe("buildCreditNote", () => {
  it("credits one of three kit units at the invoice's rate and split, the kit discount share off, totalling the refund", () => {
    const invoice = invoiceFor(ORDER);
    const refund = unitsRefund({ quantity: 3, chargedPaise: 127993, alreadyReturned: 0 }, 1);
    const { creditNote, totals } = buildCreditNote({
      number: "TWCN/26-27/00001",
      date: "2026-11-25",
      reason: "Goods returned",
      invoice,
      requests: [{ invoiceLine: 0, quantity: 1, totalPaise: refund }],
      creditedBefore: new Map(),
    });
    expect(creditNoteSchema.safeParse(creditNote).success).toBe(true);
    expect(refund).toBe(42664);
    expect(totals.totalPaise).toBe(refund);
    expect(creditNote).toMatchObject({
      invoiceNumber: "TW/26-27/00042",
      invoiceDate: "2026-11-21",
      interState: false,
      placeOfSupply: { state: "Karnataka", stateCode: "29" },
      recipient: invoice.recipient,
      supplier: invoice.supplier,
    });
    // 426.64 at 18 % inclusive: 361.56 taxable, 32.54 + 32.54.
    expect(creditNote.lines).toEqual([
      expect.objectContaining({
        description: "Arduino Uno R3",
        quantity: 1,
        gstRate: 18,
        taxableValue: 361.56,
        cgst: 32.54,
        sgst: 32.54,
        igst: 0,
        total: 426.64,
      }),
    ]);
    expect(creditNote.amountInWords).toBe("Rupees Four Hundred Twenty-Six and Paise Sixty-Four Only");
  });

  it("credits IGST when the invoice charged IGST", () => {
    const invoice = invoiceFor({ ...ORDER, address: address("Maharashtra") });
    const { creditNote } = buildCreditNote({
      number: "TWCN/26-27/00001",
      date: "2026-11-25",
      reason: "Goods returned",
      invoice,
      requests: [{ invoiceLine: 1, quantity: 1, totalPaise: 949905 }],
      creditedBefore: new Map(),
    });
    expect(creditNote.interState).toBe(true);
    expect(creditNote.lines[0]).toMatchObject({
      gstRate: 5,
      cgst: 0,
      sgst: 0,
      igst: invoice.lines[1].igst,
      taxableValue: invoice.lines[1].taxableValue,
    });
  });

  it("returning a line's units one at a time credits exactly the invoice line's tax, never below zero", () => {
    const invoice = invoiceFor(ORDER);
    const credited: Array<ReturnType<typeof buildCreditNote>["lines"][number]> = [];
    for (let returned = 0; returned < 3; returned++) {
      const refund = unitsRefund({ quantity: 3, chargedPaise: 127993, alreadyReturned: returned }, 1);
      const note = buildCreditNote({
        number: `TWCN/26-27/0000${returned + 1}`,
        date: "2026-11-25",
        reason: "Goods returned",
        invoice,
        requests: [{ invoiceLine: 0, quantity: 1, totalPaise: refund }],
        creditedBefore: new Map(credited.length ? [[0, sumOf(credited)]] : []),
      });
      for (const line of note.lines) {
        expect(line.cgstPaise).toBeGreaterThanOrEqual(0);
        expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
      }
      credited.push(...note.lines);
    }
    const all = sumOf(credited);
    const line = invoice.lines[0];
    expect(all).toEqual({
      quantity: 3,
      taxablePaise: rupeesToPaise(line.taxableValue),
      cgstPaise: rupeesToPaise(line.cgst),
      sgstPaise: rupeesToPaise(line.sgst),
      igstPaise: 0,
      totalPaise: rupeesToPaise(line.total),
    });
  });

  it("a whole invoice (a parcel back undelivered) mirrors it line for line, delivery included", () => {
    const invoice = invoiceFor(ORDER);
    const { creditNote } = buildCreditNote({
      number: "TWCN/26-27/00001",
      date: "2026-11-25",
      reason: "Goods returned undelivered",
      invoice,
      requests: wholeInvoiceRequests(invoice, new Map()),
      creditedBefore: new Map(),
    });
    expect(creditNote.totals).toEqual(invoice.totals);
    expect(creditNote.lines.map(({ discount: _d, ...line }) => line)).toEqual(invoice.lines.map(({ discount: _d, ...line }) => line));
  });

  it("refuses to credit more units than the invoice line has", () => {
    const invoice = invoiceFor(ORDER);
    const build = () =>
      buildCreditNote({
        number: "TWCN/26-27/00001",
        date: "2026-11-25",
        reason: "Goods returned",
        invoice,
        requests: [{ invoiceLine: 0, quantity: 2, totalPaise: 1000 }],
        creditedBefore: new Map([[0, { quantity: 2, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 }]]),
      });
    expect(build).toThrow(/has 3 units; 4 would be credited/);
  });
});
