import type { Quote } from "~/src/core/shapes/quotes";

/** Quotations for the console's tests: a school's request with two catalog lines and one free-text line. */

export const QUOTE_ID = "7b1d0c2e-0000-4000-8000-000000000051";

export const sampleQuote = (overrides: Partial<Quote> = {}): Quote => ({
  _id: QUOTE_ID,
  number: null,
  version: 1,
  status: "requested",
  institution: "Government Senior Secondary School Patna",
  contactName: "Rekha Sinha",
  email: "atl.gsss.patna@example.in",
  phone: "9835012345",
  gstin: null,
  billingAddress: { street: "Station Road, Gandhi Maidan", city: "Patna", state: "Bihar", zipcode: "800001" },
  deliveryAddress: { street: "Station Road, Gandhi Maidan", city: "Patna", state: "Bihar", zipcode: "800001" },
  neededBy: "2026-12-15",
  note: "For the Atal Tinkering Lab",
  lines: [
    {
      position: 0,
      productId: "q-uno",
      name: "Arduino Uno R3",
      hsn: "8542",
      gstRate: 18,
      quantity: 20,
      catalogPrice: 450,
      unitPrice: 450,
      discountPercent: 0,
      amount: 9000,
    },
    {
      position: 1,
      productId: "q-servo",
      name: "SG90 Micro Servo",
      hsn: "8501",
      gstRate: 18,
      quantity: 40,
      catalogPrice: 120,
      unitPrice: 120,
      discountPercent: 0,
      amount: 4800,
    },
    {
      position: 2,
      productId: null,
      name: "Soldering station, 60 W, with stand",
      hsn: "8543",
      gstRate: 18,
      quantity: 2,
      catalogPrice: null,
      unitPrice: null,
      discountPercent: 0,
      amount: null,
    },
  ],
  deliveryCharge: 0,
  totals: null,
  validUntil: null,
  terms: "",
  createdAt: "2026-11-20T09:30:00.000Z",
  sentAt: null,
  acceptedAt: null,
  orderId: null,
  poNumber: null,
  supersedes: null,
  supersededBy: null,
  ...overrides,
});

/** The same request once priced and sent as TWQ/26-27/00007. */
export const sentQuote = (overrides: Partial<Quote> = {}): Quote =>
  sampleQuote({
    number: "TWQ/26-27/00007",
    status: "sent",
    lines: sampleQuote().lines.map((line) => (line.productId ? line : { ...line, unitPrice: 4500, amount: 9000 })),
    totals: { subtotal: 22800, deliveryCharge: 0, total: 22800, taxableValue: 19322.04, cgst: 0, sgst: 0, igst: 3477.96 },
    validUntil: "2026-12-05",
    terms: "Prices include GST.",
    sentAt: "2026-11-20T11:00:00.000Z",
    pdf: `/api/quotes/${QUOTE_ID}/pdf`,
    ...overrides,
  });
