import { describe, expect, it } from "vitest";
import { taxInvoiceSchema } from "~/src/core/shapes/tax-document";
import { priceOrder } from "./order-pricing";
import { buildTaxInvoice, type InvoiceOrder, type InvoiceSupplier } from "./tax-invoice";

const SHOP: InvoiceSupplier = {
  legalName: "Tinkerwala Maker Supplies Private Limited",
  addressLines: ["2nd Floor, 14 Maker Lane, Koramangala", "Bengaluru, Karnataka 560034"],
  state: "Karnataka",
  gstin: "29AAHCT4821K1ZY",
  signatory: "Meera Krishnan",
};
const address = (state: string, city = "Bengaluru", zipcode = "560001") => ({
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.in",
  street: "12 MG Road",
  city,
  state,
  zipcode,
  country: "India",
  phone: "9876543210",
});
const line = (name: string, pricePaise: number, quantity = 1, gstRateBp = 1800, hsn = "8542") => ({
  name,
  hsn,
  gstRateBp,
  quantity,
  listPricePaise: pricePaise,
  salePricePaise: pricePaise,
  orderDiscountPaise: 0,
  chargedPaise: pricePaise * quantity,
});
const order = (overrides: Partial<InvoiceOrder> = {}): InvoiceOrder => ({
  id: "7a1b2c3d-0000-4000-8000-000000000009",
  createdAt: new Date("2026-11-20T20:00:00Z"),
  paymentMethod: "COD",
  address: address("Karnataka"),
  gstin: null,
  businessName: null,
  deliveryFeePaise: 0,
  lines: [line("Arduino Uno R3", 49900)],
  ...overrides,
});
const build = (o: InvoiceOrder, type: "tax-invoice" | "proforma" = "tax-invoice") =>
  buildTaxInvoice({ type, number: type === "proforma" ? null : "TW/26-27/00042", date: "2026-11-26", order: o, shop: SHOP });

describe("buildTaxInvoice", () => {
  it("takes CGST and SGST out of an intra-state price: ₹499 at 18 % is 422.88 + 38.06 + 38.06", () => {
    const result = build(order());
    expect(result.ok).toBe(true);
    const invoice = result.ok ? result.invoice : undefined;
    expect(invoice).toMatchObject({
      type: "tax-invoice",
      number: "TW/26-27/00042",
      orderNumber: "7A1B2C3D",
      orderDate: "2026-11-21", // 20:00 UTC is 01:30 the next day in India
      paymentMethod: "Cash on delivery",
      supplier: { gstin: "29AAHCT4821K1ZY", state: "Karnataka", stateCode: "29" },
      recipient: { name: "Asha Verma", address: "12 MG Road\nBengaluru, Karnataka 560001\nIndia", state: "Karnataka", stateCode: "29" },
      placeOfSupply: { state: "Karnataka", stateCode: "29" },
      interState: false,
      totals: { taxableValue: 422.88, cgst: 38.06, sgst: 38.06, igst: 0, total: 499 },
      amountInWords: "Rupees Four Hundred Ninety-Nine Only",
      reverseCharge: false,
      signatory: "Meera Krishnan",
    });
    expect(invoice?.lines).toEqual([
      {
        description: "Arduino Uno R3",
        hsn: "8542",
        quantity: 1,
        unit: "NOS",
        unitPrice: 499,
        discount: 0,
        taxableValue: 422.88,
        gstRate: 18,
        cgst: 38.06,
        sgst: 38.06,
        igst: 0,
        total: 499,
      },
    ]);
    expect(taxInvoiceSchema.safeParse(invoice).success).toBe(true);
  });

  it("charges IGST when the goods go to another state, and taxes the delivery charge at the highest rate", () => {
    const result = build(
      order({
        address: address("tamil nadu", "Chennai", "600001"),
        deliveryFeePaise: 2000,
        lines: [line("Drone", 249900, 1, 500, "8806"), line("Wires", 8900, 2)],
      }),
    );
    if (!result.ok) throw new Error(result.message);
    const { invoice } = result;
    expect(invoice.interState).toBe(true);
    expect(invoice.placeOfSupply).toEqual({ state: "Tamil Nadu", stateCode: "33" });
    expect(invoice.lines.map((l) => [l.hsn, l.gstRate, l.cgst, l.sgst, l.igst, l.total])).toEqual([
      ["8806", 5, 0, 0, 119, 2499],
      ["8542", 18, 0, 0, 27.15, 178],
      ["9985", 18, 0, 0, 3.05, 20],
    ]);
    expect(invoice.totals.total).toBe(2697);
  });

  it("shows a kit's lines after the 5 %: discount and taxable value per line, the total the kit's final price", () => {
    const products = [49900, 9900, 100, 25000, 12345, 999, 45000].map((pricePaise) => ({ pricePaise, discount: 0, quantity: 1 }));
    const kit = priceOrder("kit", products, 0);
    const result = build(
      order({
        lines: kit.lines.map((charged, i) => ({ ...charged, name: `Part ${i}`, hsn: "8542", gstRateBp: 1800 })),
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.invoice.lines[0]).toMatchObject({ unitPrice: 499, discount: 24.95, total: 474.05 });
    expect(Math.round(result.invoice.totals.total * 100)).toBe(kit.amountPaise);
  });

  it("names the business and its GSTIN on a business purchase", () => {
    const result = build(order({ gstin: "27AAPFU0939F1ZV", businessName: "Sunrise Public School" }));
    expect(result.ok && result.invoice.recipient).toMatchObject({ gstin: "27AAPFU0939F1ZV", businessName: "Sunrise Public School" });
  });

  it("draws a proforma without a number", () => {
    const result = build(order(), "proforma");
    expect(result.ok && [result.invoice.type, result.invoice.number]).toEqual(["proforma", null]);
  });

  it("says why it cannot issue: no GSTIN in the settings, or no Indian state to supply", () => {
    expect(
      buildTaxInvoice({ type: "tax-invoice", number: "TW/26-27/00001", date: "2026-11-26", order: order(), shop: { ...SHOP, gstin: "" } }),
    ).toEqual({
      ok: false,
      message: expect.stringContaining("GSTIN is not set"),
    });
    expect(build(order({ address: address("Atlantis") }))).toEqual({
      ok: false,
      message: expect.stringContaining('"Atlantis" is not an Indian state'),
    });
  });
});
