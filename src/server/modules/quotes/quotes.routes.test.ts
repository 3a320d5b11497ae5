import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotes } from "~/src/server/db/schema-quotes";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { getShopSettings, saveShopSettings } from "~/src/server/shared/shop-settings";
import { call, stockOf, staffToken } from "~/tests/support/orders";
import { pdfText, scanQrCodes } from "~/tests/support/pdf-text";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

/** Issue 30: a quotation requested, priced, sent, revised and accepted into an order paid against a PO. */

let t: TestApp;
let staff: string;
const school = {
  institution: "Government Senior Secondary School Patna",
  contactName: "Rekha Sinha",
  email: "atl.gsss.patna@example.in",
  phone: "9835012345",
  gstin: null,
  billingAddress: { street: "Station Road, Gandhi Maidan", city: "Patna", state: "Bihar", zipcode: "800001" },
  deliveryAddress: null,
  neededBy: null,
  note: "For the Atal Tinkering Lab",
};
const lines = [
  { productId: "q-uno", quantity: 20 },
  { productId: "q-servo", quantity: 40 },
  { description: "Soldering station, 60 W, with stand", quantity: 2 },
];

beforeAll(async () => {
  t = await createTestApp({ poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "q-uno", name: "Arduino Uno R3", price: 500, discount: 10, stock: 10_000, hsn: "8542", gstRate: 18 }),
    productFixture({ id: "q-servo", name: "SG90 Micro Servo", price: 120, stock: 10_000, hsn: "8501", gstRate: 18 }),
    productFixture({ id: "q-rare", name: "Rare Sensor", price: 300, stock: 10 }),
  ]);
  staff = await staffToken(t);
  const settings = await getShopSettings(t.db, t.config);
  await saveShopSettings(t.db, {
    ...settings,
    bankAccountName: "Tinkerwala Maker Supplies Pvt Ltd",
    bankAccountNumber: "50200012345678",
    bankIfsc: "HDFC0001234",
    bankName: "HDFC Bank, Koramangala",
    upiId: "tinkerwala@hdfcbank",
  });
});
afterAll(() => t.close());

const put = (url: string, token: string, payload: object) => t.app.inject({ method: "PUT", url, headers: { token }, payload });

async function requestQuote(body: object = {}, token?: string) {
  const response = await call(t, "POST", "/api/quotes", token, { ...school, lines, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { quote: { _id: string; lines: Array<{ position: number; name: string }> }; key: string };
}

/** Prices the free-text line at ₹4,500 and sends; returns the sent quotation. */
async function priceAndSend(id: string, extra: object = {}) {
  const priced = await put(`/api/admin/quotes/${id}`, staff, { lines: [{ position: 2, unitPrice: 4500, hsn: "8515", gstRate: 18 }], ...extra });
  expect(priced.statusCode, priced.body).toBe(200);
  const sent = await call(t, "POST", `/api/admin/quotes/${priced.json().quote._id}/send`, staff);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().quote;
}

/** Lets a sent quotation's validity run out, as time would: the document trigger is bypassed for this test only. */
async function expire(id: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update quotes set valid_until = current_date - 1 where id = ${id}`);
  });
}

describe("a quotation request", () => {
  it("is taken from a visitor, priced at the catalog's sale prices, and readable only with its key", async () => {
    const { quote, key } = await requestQuote();
    expect(quote).toMatchObject({ status: "requested", number: null, version: 1 });
    expect(quote.lines).toMatchObject([
      { name: "Arduino Uno R3", quantity: 20, unitPrice: 500, discountPercent: 10, amount: 9000, catalogPrice: 450 },
      { name: "SG90 Micro Servo", quantity: 40, unitPrice: 120, amount: 4800 },
      { name: "Soldering station, 60 W, with stand", productId: null, unitPrice: null, amount: null },
    ]);
    expect((await call(t, "GET", `/api/quotes/${quote._id}?key=${key}`)).json().quote._id).toBe(quote._id);
    expect((await call(t, "GET", `/api/quotes/${quote._id}`)).statusCode).toBe(404);
    const stranger = await registerUser(t.app);
    expect((await call(t, "GET", `/api/quotes/${quote._id}`, stranger.token)).statusCode).toBe(404);
    expect((await call(t, "GET", `/api/quotes/${quote._id}?key=wrong`)).statusCode).toBe(404);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "quote-requested"));
    expect(mails.some((mail) => mail.recipient === school.email && mail.textBody.includes(`/quotes/${quote._id}?key=`))).toBe(true);
  });

  it("belongs to the logged-in customer, who lists it", async () => {
    const buyer = await registerUser(t.app);
    const { quote } = await requestQuote({}, buyer.token);
    const list = (await call(t, "GET", "/api/quotes", buyer.token)).json();
    expect(list.quotes.map((q: { _id: string }) => q._id)).toEqual([quote._id]);
  });

  it("refuses bad input, naming the field, and stores nothing", async () => {
    const before = await t.db.select({ id: quotes.id }).from(quotes);
    const cases: Array<[object, RegExp]> = [
      [{ email: "not-an-email" }, /valid email/],
      [{ gstin: "29ABCDE1234F1Z0" }, /GSTIN/],
      [{ billingAddress: { ...school.billingAddress, zipcode: "12345" } }, /PIN code of the billing address/],
      [{ lines: [] }, /at least one part/],
      [{ lines: [{ productId: "no-such", quantity: 1 }] }, /not in our catalog/],
      [{ lines: [{ productId: "q-uno", quantity: 0 }] }, /Line 1: the quantity/],
    ];
    for (const [body, message] of cases) {
      const response = await call(t, "POST", "/api/quotes", undefined, { ...school, lines, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect(await t.db.select({ id: quotes.id }).from(quotes)).toHaveLength(before.length);
  });
});

describe("staff price and send a quotation", () => {
  it("refuses to send while a line is unpriced, then numbers it, freezes it and mails its PDF", async () => {
    const { quote, key } = await requestQuote();
    const early = await call(t, "POST", `/api/admin/quotes/${quote._id}/send`, staff);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/Soldering station/);

    const sent = await priceAndSend(quote._id, {
      deliveryCharge: 250,
      lines: [
        { position: 0, discountPercent: 15 },
        { position: 2, unitPrice: 4500 },
      ],
    });
    expect(sent).toMatchObject({ status: "sent", number: expect.stringMatching(/^TWQ\/\d{2}-\d{2}\/\d{5}$/), pdf: `/api/quotes/${quote._id}/pdf` });
    // 20 × ₹425 + 40 × ₹120 + 2 × ₹4,500 + ₹250 delivery.
    expect(sent.totals).toMatchObject({ subtotal: 8500 + 4800 + 9000, deliveryCharge: 250, total: 22550 });
    // Bengaluru to Patna: an inter-state supply, so IGST (IGST Act s.7), as the order's tax invoice will have it.
    expect(sent.totals).toMatchObject({ cgst: 0, sgst: 0 });
    expect(sent.totals.igst).toBeGreaterThan(0);
    expect(sent.totals.taxableValue + sent.totals.igst).toBeCloseTo(22550, 2);

    const pdf = await call(t, "GET", `/api/quotes/${quote._id}/pdf?key=${key}`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(sent.number);
    for (const name of ["Arduino Uno R3", "SG90 Micro Servo", "Soldering station", "Valid until", "Authorised Signatory", "29AAHCT4821K1ZY"]) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/22,550\.00/);
    expect(text).toContain("Rupees Twenty-Two Thousand Five Hundred");

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "quote-sent"))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(mail.attachments).toEqual([{ kind: "quotation", number: sent.number }]);

    // Documents are law: the database itself refuses to change a sent quotation.
    await expect(t.db.update(quotes).set({ terms: "changed" }).where(eq(quotes.id, quote._id))).rejects.toThrow();
  });

  it("gives concurrent sends consecutive numbers with no gaps", async () => {
    const requests = await Promise.all(Array.from({ length: 5 }, () => requestQuote()));
    await Promise.all(requests.map(({ quote }) => put(`/api/admin/quotes/${quote._id}`, staff, { lines: [{ position: 2, remove: true }] })));
    const sent = await Promise.all(requests.map(({ quote }) => call(t, "POST", `/api/admin/quotes/${quote._id}/send`, staff)));
    const serials = sent.map((response) => Number(response.json().quote.number.split("/")[2])).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 5 }, (_, i) => serials[0] + i));
  });

  it("revises a sent quotation as a new version; the old one stays readable, superseded, and cannot be accepted", async () => {
    const { quote, key } = await requestQuote();
    const first = await priceAndSend(quote._id);
    const revision = await put(`/api/admin/quotes/${quote._id}`, staff, { lines: [{ position: 1, unitPrice: 100 }] });
    expect(revision.json().quote).toMatchObject({ version: 2, status: "requested", supersedes: quote._id });
    const second = (await call(t, "POST", `/api/admin/quotes/${revision.json().quote._id}/send`, staff)).json().quote;
    expect(second.number).not.toBe(first.number);

    const old = (await call(t, "GET", `/api/quotes/${quote._id}?key=${key}`)).json().quote;
    expect(old).toMatchObject({ status: "superseded", supersededBy: second._id, number: first.number });
    const refused = await call(t, "POST", `/api/quotes/${quote._id}/accept?key=${key}`, undefined, { paymentMethod: "cod" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/revised/);
  });
});

describe("accepting a quotation", () => {
  it("makes an order at the quoted prices with the PO number, waiting for a bank transfer before it can be packed", async () => {
    const buyer = await registerUser(t.app);
    const { quote } = await requestQuote({ gstin: "10AAATG1234B1ZS" }, buyer.token);
    const sent = await priceAndSend(quote._id, {
      lines: [
        { position: 0, unitPrice: 480, discountPercent: 0 },
        { position: 2, unitPrice: 4500 },
      ],
    });
    const stockBefore = await stockOf(t, "q-uno");

    const accepted = await call(t, "POST", `/api/quotes/${quote._id}/accept`, buyer.token, {
      poNumber: "ATL/2026/117",
      paymentMethod: "bank-transfer",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const orderId = accepted.json().orderId;
    expect(await stockOf(t, "q-uno")).toBe(stockBefore - 20);
    expect((await call(t, "GET", `/api/quotes/${quote._id}`, buyer.token)).json().quote).toMatchObject({
      status: "accepted",
      orderId,
      poNumber: "ATL/2026/117",
    });

    const order = (await call(t, "GET", `/api/admin/orders/${orderId}`, staff)).json().order;
    expect(order).toMatchObject({
      status: "pending",
      poNumber: "ATL/2026/117",
      quoteNumber: sent.number,
      amount: sent.totals.total,
      payment: { method: "bank-transfer", status: "awaiting", due: sent.totals.total, received: 0, records: [] },
    });
    expect(order.items.map((item: { name: string; price: number; quantity: number }) => [item.name, item.price, item.quantity])).toEqual([
      ["Arduino Uno R3", 480, 20],
      ["SG90 Micro Servo", 120, 40],
      ["Soldering station, 60 W, with stand", 4500, 2],
    ]);

    const packing = await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "packing" });
    expect(packing.statusCode).toBe(409);
    expect(packing.json().message).toMatch(/not paid yet/);

    const short = await call(t, "POST", `/api/admin/orders/${orderId}/payment`, staff, {
      amount: 10000,
      receivedOn: today(),
      reference: "HDFCN52026112812345",
    });
    expect(short.json().order.payment).toMatchObject({ status: "part-paid", received: 10000, due: sent.totals.total - 10000 });
    expect((await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "packing" })).statusCode).toBe(409);

    const rest = await call(t, "POST", `/api/admin/orders/${orderId}/payment`, staff, {
      amount: sent.totals.total - 10000,
      receivedOn: today(),
      reference: "HDFCN52026112899999",
    });
    expect(rest.json().order.payment).toMatchObject({ status: "received", due: 0 });
    expect((await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "packing" })).statusCode).toBe(200);
    const shipped = await call(t, "POST", `/api/admin/orders/${orderId}/status`, staff, { status: "shipped", courier: "DTDC", trackingNumber: "D1" });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const invoice = (await call(t, "GET", `/api/orders/${orderId}/invoice?format=json`, buyer.token)).json().invoice;
    expect(invoice).toMatchObject({
      type: "tax-invoice",
      poNumber: "ATL/2026/117",
      recipient: { gstin: "10AAATG1234B1ZS", businessName: school.institution },
    });
    expect(invoice.interState).toBe(true);
  });

  it("refuses a payment that is not one, naming the field", async () => {
    const { quote, key } = await requestQuote();
    await priceAndSend(quote._id);
    const orderId = (await call(t, "POST", `/api/quotes/${quote._id}/accept?key=${key}`, undefined, { paymentMethod: "upi" })).json().orderId;
    for (const [body, message] of [
      [{ amount: -5, receivedOn: today(), reference: "UTR12345" }, /amount/],
      [{ amount: 5, receivedOn: "2999-01-01", reference: "UTR12345" }, /future/],
      [{ amount: 5, receivedOn: today(), reference: "<b>" }, /reference/],
    ] as const) {
      const response = await call(t, "POST", `/api/admin/orders/${orderId}/payment`, staff, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });

  it("by a visitor with the mailed key makes an account under the quotation's e-mail and a UPI order with its upi://pay link", async () => {
    const { quote, key } = await requestQuote({ email: "visitor.school@example.in" });
    const sent = await priceAndSend(quote._id);
    const accepted = await call(t, "POST", `/api/quotes/${quote._id}/accept?key=${key}`, undefined, { paymentMethod: "upi" });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const order = (await call(t, "GET", `/api/admin/orders/${accepted.json().orderId}`, staff)).json().order;
    expect(order.customer.email).toBe("visitor.school@example.in");
    const link = new URL(order.payment.upiLink);
    expect(link.protocol).toBe("upi:");
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ pa: "tinkerwala@hdfcbank", am: sent.totals.total.toFixed(2), cu: "INR" });
    expect(link.searchParams.get("tn")).toContain(accepted.json().orderId.slice(0, 8).toUpperCase());

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "quote-accepted"))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(mail.recipient).toBe("visitor.school@example.in");
    expect(mail.attachments.map((attachment) => attachment.kind)).toEqual(["proforma", "upi-qr"]);
    expect(mail.htmlBody).toContain("cid:upi-qr");
  });

  it("shows the UPI QR code on the proforma, and it scans to the order's upi://pay address", async () => {
    const buyer = await registerUser(t.app);
    const { quote } = await requestQuote({}, buyer.token);
    const sent = await priceAndSend(quote._id);
    const orderId = (await call(t, "POST", `/api/quotes/${quote._id}/accept`, buyer.token, { paymentMethod: "upi", poNumber: "PO-9" })).json()
      .orderId;
    const pdf = await call(t, "GET", `/api/orders/${orderId}/invoice`, buyer.token);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain("Proforma");
    expect(text).toContain("PO-9");
    expect(text).toContain("HDFC0001234");
    const scanned = scanQrCodes(pdf.rawPayload);
    expect(scanned).toHaveLength(1);
    expect(scanned[0]).toMatch(/^upi:\/\/pay\?/);
    expect(new URL(scanned[0]).searchParams.get("am")).toBe(sent.totals.total.toFixed(2));
  });

  it("refuses an expired quotation", async () => {
    const { quote, key } = await requestQuote();
    await priceAndSend(quote._id);
    await expire(quote._id);
    expect((await call(t, "GET", `/api/quotes/${quote._id}?key=${key}`)).json().quote.status).toBe("expired");
    const refused = await call(t, "POST", `/api/quotes/${quote._id}/accept?key=${key}`, undefined, { paymentMethod: "cod" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/expired/);
  });

  it("refuses when stock ran short, naming the product, and takes nothing", async () => {
    const { quote, key } = await requestQuote({
      lines: [
        { productId: "q-rare", quantity: 8 },
        { productId: "q-uno", quantity: 1 },
      ],
    });
    await priceAndSend(quote._id, { lines: [] });
    await t.db.execute(sql`update products set stock = 5 where id = 'q-rare'`);
    const unoBefore = await stockOf(t, "q-uno");
    const refused = await call(t, "POST", `/api/quotes/${quote._id}/accept?key=${key}`, undefined, { paymentMethod: "cod" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Rare Sensor/);
    expect(await stockOf(t, "q-rare")).toBe(5);
    expect(await stockOf(t, "q-uno")).toBe(unoBefore);
    expect((await call(t, "GET", `/api/quotes/${quote._id}?key=${key}`)).json().quote.status).toBe("sent");
  });
});

describe("bank transfer and UPI on the shop's own checkout", () => {
  it("answers as the spec does until the owner turns them on, then for orders above the owner's amount", async () => {
    const buyer = await registerUser(t.app);
    const place = (quantity: number, paymentMethod: string) =>
      call(t, "POST", "/api/order/place", buyer.token, {
        items: [{ _id: "q-servo", quantity }],
        amount: 120 * quantity + 20,
        paymentMethod,
        address: {
          firstName: "Rekha",
          lastName: "Sinha",
          email: "r@example.in",
          street: "Station Road",
          city: "Patna",
          state: "Bihar",
          zipcode: "800001",
          country: "India",
          phone: "9835012345",
        },
      });
    expect((await place(1, "bank-transfer")).json()).toMatchObject({ success: false, message: "Only Cash On Delivery Supported Currently" });
    const settings = await getShopSettings(t.db, t.config);
    await saveShopSettings(t.db, { ...settings, prepaidCheckoutEnabled: true, prepaidCheckoutMinimum: 1000 });
    expect((await place(1, "upi")).json().message).toMatch(/₹1,000 or more/);
    const placed = (await place(10, "upi")).json();
    expect(placed.success).toBe(true);
    const [order] = (await call(t, "POST", "/api/order/userorders", buyer.token)).json().orders;
    expect(order.payment).toMatchObject({
      method: "upi",
      status: "awaiting",
      upiLink: expect.stringMatching(/^upi:\/\/pay\?pa=tinkerwala%40hdfcbank/),
    });
    expect((await place(1, "razorpay")).json().message).toBe("Only Cash On Delivery Supported Currently");
    await saveShopSettings(t.db, settings);
  });
});

function today() {
  return new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
}
