import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~/src/server/db/schema";
import { invoices } from "~/src/server/db/schema-documents";
import { shopSettings } from "~/src/server/db/schema-staff";
import { DEMO_SHOP_DETAILS } from "~/src/server/db/seed/seed";
import { call, placeKitOrder, staffToken } from "~/tests/support/orders";
import { pdfText } from "~/tests/support/pdf-text";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

/** Issue 22: the tax invoice issued when an order ships, the proforma before, for the customer and for staff. */

let t: TestApp;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const kitIds = Array.from({ length: 7 }, (_, i) => `inv-kit-${i}`);
const karnataka = { ...validAddress, city: "Bengaluru", state: "Karnataka", zipcode: "560001" };
const SHIP = { courier: "Delhivery", trackingNumber: "DLV-1" };

beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" }, poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "inv-uno", name: "Arduino Uno R3", price: 499, stock: 500, hsn: "8542", gstRate: 18 }),
    productFixture({ id: "inv-drone", name: "Quadcopter Drone Kit", price: 2499, stock: 500, hsn: "8806", gstRate: 5 }),
    ...kitIds.map((id, i) => productFixture({ id, name: `Kit part ${i}`, price: 100, stock: 500, hsn: "8541" })),
  ]);
  staff = await staffToken(t);
  customer = await registerUser(t.app, { name: "Asha Verma" });
});
afterAll(() => t.close());

/** PostgreSQL's own words when it refuses a statement (Drizzle wraps them in its "Failed query" error). */
async function databaseRefusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
  }
  return "the database accepted it";
}

/** An order of the ₹499 board (fee ₹20), delivered in Karnataka. */
async function orderBoards(token: string, quantity = 1) {
  const response = await call(t, "POST", "/api/order/place", token, {
    address: karnataka,
    items: [{ _id: "inv-uno", quantity }],
    amount: 499 * quantity + 20,
  });
  if (!response.json().success) throw new Error(`order refused: ${response.body}`);
  return response.json().orderId as string;
}

const invoiceOf = (token: string, id: string, segment = "orders", format = "json") =>
  call(t, "GET", `/api/${segment}/${id}/invoice?format=${format}`, token);
async function ship(id: string, segment = "orders") {
  const second = segment === "orders" ? "packing" : "processing";
  await call(t, "POST", `/api/admin/${segment}/${id}/status`, staff, { status: second });
  const shipped = await call(t, "POST", `/api/admin/${segment}/${id}/status`, staff, { status: "shipped", ...SHIP });
  if (shipped.statusCode !== 200) throw new Error(`shipping refused: ${shipped.body}`);
}

describe("the invoice of an order", () => {
  it("is a proforma before shipping, and the tax invoice, numbered in the year's series, from shipping on", async () => {
    const id = await orderBoards(customer.token);
    const before = await invoiceOf(customer.token, id);
    expect(before.statusCode).toBe(200);
    expect(before.json().invoice).toMatchObject({ type: "proforma", number: null, orderId: id });

    await ship(id);
    const after = (await invoiceOf(customer.token, id)).json();
    expect(after.invoice).toMatchObject({
      type: "tax-invoice",
      number: expect.stringMatching(/^TW\/\d{2}-\d{2}\/\d{5}$/),
      supplier: { legalName: DEMO_SHOP_DETAILS.legalName, gstin: "29AAHCT4821K1ZY", state: "Karnataka", stateCode: "29" },
      recipient: { name: "Asha Verma", state: "Karnataka", stateCode: "29" },
      placeOfSupply: { state: "Karnataka", stateCode: "29" },
      interState: false,
      reverseCharge: false,
      amountInWords: "Rupees Five Hundred Nineteen Only",
    });
    // ₹499 at 18 % intra-state (422.88 + 38.06 + 38.06), and the ₹20 fee as its own line at the highest rate.
    expect(
      after.invoice.lines.map((line: { hsn: string; taxableValue: number; cgst: number; sgst: number; total: number }) => [
        line.hsn,
        line.taxableValue,
        line.cgst,
        line.sgst,
        line.total,
      ]),
    ).toEqual([
      ["8542", 422.88, 38.06, 38.06, 499],
      ["9985", 16.94, 1.53, 1.53, 20],
    ]);
    expect(after.invoice.totals).toEqual({ taxableValue: 439.82, cgst: 39.59, sgst: 39.59, igst: 0, total: 519 });
  });

  it("charges IGST for another state, and names the business and its GSTIN on a business purchase", async () => {
    const order = await call(t, "POST", "/api/order/place", customer.token, {
      address: { ...validAddress, city: "Chennai", state: "TN", zipcode: "600001" },
      items: [{ _id: "inv-drone", quantity: 1 }],
      amount: 2519,
      gstin: "33aabct1234l1zk",
      businessName: "Chennai Robotics Club",
    });
    expect(order.json()).toMatchObject({ success: true });
    await ship(order.json().orderId);
    const { invoice } = (await invoiceOf(customer.token, order.json().orderId)).json();
    expect(invoice).toMatchObject({
      interState: true,
      placeOfSupply: { state: "Tamil Nadu", stateCode: "33" },
      recipient: { gstin: "33AABCT1234L1ZK", businessName: "Chennai Robotics Club", state: "Tamil Nadu" },
    });
    expect(invoice.lines.map((line: { gstRate: number; igst: number; cgst: number }) => [line.gstRate, line.igst, line.cgst])).toEqual([
      [5, 119, 0],
      [5, 0.95, 0],
    ]);
    // Remembered for the next checkout.
    expect((await call(t, "GET", "/api/user/business", customer.token)).json()).toEqual({
      success: true,
      business: { gstin: "33AABCT1234L1ZK", businessName: "Chennai Robotics Club" },
    });
  });

  it("refuses a wrong GSTIN with what is wrong, and orders nothing", async () => {
    const buyer = await registerUser(t.app);
    const refused = await call(t, "POST", "/api/order/place", buyer.token, {
      address: karnataka,
      items: [{ _id: "inv-uno", quantity: 1 }],
      amount: 519,
      gstin: "29AAHCT4821K1Z7",
      businessName: "Sunrise School",
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ success: false, message: expect.stringContaining("GSTIN's last character does not match") });
    expect((await call(t, "POST", "/api/order/userorders", buyer.token)).json().orders).toEqual([]);
    const kit = await call(t, "POST", "/api/kit-orders", buyer.token, {
      products: kitIds.map((_id) => ({ _id, quantity: 1 })),
      totalAmount: 700,
      discount: 35,
      finalAmount: 665,
      address: karnataka,
      gstin: "29AAHCT4821K1ZY",
    });
    expect(kit.json()).toMatchObject({ success: false, error: "Legal name of the business is required with a GSTIN." });
  });

  it("shows a kit's lines after its 5 %, and totals the kit's final price", async () => {
    const id = await placeKitOrder(t, customer.token, kitIds, karnataka);
    await ship(id, "kit-orders");
    const { invoice } = (await invoiceOf(customer.token, id, "kit-orders")).json();
    expect(invoice.lines).toHaveLength(7);
    expect(invoice.lines[0]).toMatchObject({ hsn: "8541", unitPrice: 100, discount: 5, total: 95 });
    expect(invoice.totals.total).toBe(665);
  });

  it("is the customer's and staff's only: anyone else gets 404, and a cancelled order that never shipped has none", async () => {
    const id = await orderBoards(customer.token);
    const stranger = await registerUser(t.app);
    expect((await invoiceOf(stranger.token, id)).statusCode).toBe(404);
    expect((await invoiceOf(stranger.token, id)).json()).toEqual({ success: false, message: "Order not found." });
    expect((await invoiceOf(customer.token, id, "kit-orders")).statusCode).toBe(404);
    expect((await invoiceOf(staff, id)).json().invoice).toMatchObject({ type: "proforma" });
    await call(t, "POST", `/api/admin/orders/${id}/status`, staff, { status: "cancelled" });
    expect((await invoiceOf(customer.token, id)).json()).toEqual({
      success: false,
      message: "This order was cancelled before it shipped, so it has no invoice.",
    });
  });

  it("downloads as a PDF named by its number, with the number, both GSTINs, HSN codes and the total in its text", async () => {
    const order = await call(t, "POST", "/api/order/place", customer.token, {
      address: karnataka,
      items: [{ _id: "inv-uno", quantity: 2 }],
      amount: 1018,
      gstin: "29AAHCT4821K1ZY",
      businessName: "Tinkerwala Partner School",
    });
    const id = order.json().orderId;
    await ship(id);
    const { invoice } = (await invoiceOf(customer.token, id)).json();
    const pdf = await invoiceOf(customer.token, id, "orders", "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `inline; filename="${invoice.number.replaceAll("/", "-")}.pdf"; filename*=UTF-8''${encodeURIComponent(`${invoice.number}.pdf`)}`,
    );
    const text = pdfText(pdf.rawPayload);
    for (const expected of [invoice.number, "29AAHCT4821K1ZY", "8542", "9985", "1,018.00", "Authorised Signatory"]) expect(text).toContain(expected);
  });
});

describe("an issued invoice is stored as issued", () => {
  it("does not change when the product or the shop's settings change, and the database refuses to change or delete it", async () => {
    const id = await orderBoards(customer.token);
    await ship(id);
    const issued = (await invoiceOf(customer.token, id)).json().invoice;
    await t.db.update(products).set({ name: "Renamed board", hsn: "8543", gstRateBp: 500 }).where(eq(products.id, "inv-uno"));
    await t.db.update(shopSettings).set({ data: { ...DEMO_SHOP_DETAILS, legalName: "Someone Else Pvt Ltd", signatory: "Nobody" } });
    expect((await invoiceOf(customer.token, id)).json().invoice).toEqual(issued);
    expect((await call(t, "GET", `/api/admin/invoices/${encodeURIComponent(issued.number)}?format=json`, staff)).json().invoice).toEqual(issued);
    for (const attempt of [
      t.db.update(invoices).set({ totalPaise: 1 }).where(eq(invoices.number, issued.number)),
      t.db.delete(invoices).where(eq(invoices.number, issued.number)),
      // Cascading, so the credit notes' reference to invoices does not refuse it first: their own rule does.
      t.db.execute(sql`truncate invoices cascade`),
    ]) {
      expect(await databaseRefusal(attempt)).toMatch(/(invoices|credit_notes) is a tax document as issued: it cannot be changed or deleted/);
    }
    await t.db.update(shopSettings).set({ data: DEMO_SHOP_DETAILS });
  });

  it("is not issued when the shop has no GSTIN yet: the order does not ship, and no number is used", async () => {
    const id = await orderBoards(customer.token);
    const [{ count: before }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(invoices);
    await t.db.update(shopSettings).set({ data: { ...DEMO_SHOP_DETAILS, gstin: "" } });
    await call(t, "POST", `/api/admin/orders/${id}/status`, staff, { status: "packing" });
    const refused = await call(t, "POST", `/api/admin/orders/${id}/status`, staff, { status: "shipped", ...SHIP });
    await t.db.update(shopSettings).set({ data: DEMO_SHOP_DETAILS });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("GSTIN is not set");
    expect((await call(t, "GET", `/api/admin/orders/${id}`, staff)).json().order.status).toBe("packing");
    const [{ count: after }] = await t.db.select({ count: sql<number>`count(*)::int` }).from(invoices);
    expect(after).toBe(before);
    // The next shipment takes the next number: the refused one used none.
    const numbers = (await t.db.select({ serial: invoices.serial }).from(invoices).orderBy(invoices.serial)).map((row) => row.serial);
    await ship(id);
    const { invoice } = (await invoiceOf(customer.token, id)).json();
    expect(Number(invoice.number.slice(-5))).toBe(Math.max(...numbers) + 1);
  });
});
