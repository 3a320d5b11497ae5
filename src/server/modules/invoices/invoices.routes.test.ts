import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDate } from "~/src/core/financial-year";
import { call, placeOrder, staffToken } from "~/tests/support/orders";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

/** Issue 22: the staff's invoices and the month's GSTR-1 export, which must reconcile with the invoices issued. */

let t: TestApp;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const numbers: string[] = [];
const month = istDate(new Date()).slice(0, 7);

async function shipped(token: string, address: object, extra: object = {}) {
  const response = await call(t, "POST", "/api/order/place", token, { address, items: [{ _id: "gst-part", quantity: 1 }], amount: 120, ...extra });
  const id = response.json().orderId;
  await call(t, "POST", `/api/admin/orders/${id}/status`, staff, { status: "packing" });
  await call(t, "POST", `/api/admin/orders/${id}/status`, staff, { status: "shipped", courier: "DTDC", trackingNumber: "X1" });
  const { invoice } = (await call(t, "GET", `/api/orders/${id}/invoice?format=json`, token)).json();
  numbers.push(invoice.number);
  return invoice;
}

beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" } });
  await addProducts(t.db, [productFixture({ id: "gst-part", price: 100, stock: 100 })]);
  staff = await staffToken(t);
  customer = await registerUser(t.app, { name: "Ravi Shankar" });
  await shipped(customer.token, { ...validAddress, city: "Bengaluru", state: "Karnataka", zipcode: "560001" });
  await shipped(customer.token, validAddress);
  await shipped(customer.token, validAddress, { gstin: "27AAPFU0939F1ZV", businessName: "Pune Makers LLP" });
  // Not shipped: no invoice, nothing in the return.
  await placeOrder(t, customer.token, { "gst-part": 1 });
});
afterAll(() => t.close());

describe("GET /api/admin/invoices", () => {
  it("is for staff only", async () => {
    expect((await call(t, "GET", "/api/admin/invoices")).statusCode).toBe(401);
    expect((await call(t, "GET", "/api/admin/invoices", customer.token)).statusCode).toBe(403);
    expect((await call(t, "GET", "/api/admin/gst/returns?month=2026-11", customer.token)).statusCode).toBe(403);
  });

  it("lists the invoices issued, newest first, and finds them by number, customer and GSTIN", async () => {
    const body = (await call(t, "GET", "/api/admin/invoices", staff)).json();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, pages: 1 });
    expect(body.invoices.map((invoice: { number: string }) => invoice.number)).toEqual([...numbers].reverse());
    expect(body.invoices[0]).toEqual({
      number: numbers[2],
      date: istDate(new Date()),
      orderId: expect.any(String),
      kind: "component",
      orderNumber: expect.stringMatching(/^[0-9A-F]{8}$/),
      customer: { name: "Ravi Shankar", email: customer.email },
      gstin: "27AAPFU0939F1ZV",
      businessName: "Pune Makers LLP",
      placeOfSupply: { state: "Maharashtra", stateCode: "27" },
      total: 120,
    });
    const found = async (query: string) =>
      (await call(t, "GET", `/api/admin/invoices?${query}`, staff)).json().invoices.map((invoice: { number: string }) => invoice.number);
    expect(await found(`q=${encodeURIComponent(numbers[0])}`)).toEqual([numbers[0]]);
    expect(await found("q=27aapfu")).toEqual([numbers[2]]);
    expect(await found("q=ravi")).toHaveLength(3);
    expect(await found(`from=${istDate(new Date())}&to=${istDate(new Date())}`)).toHaveLength(3);
    expect(await found("to=2020-01-01")).toEqual([]);
    expect((await call(t, "GET", "/api/admin/invoices?from=2026-03-05&to=2026-03-01", staff)).json()).toEqual({
      success: false,
      message: "from must not be after to.",
    });
  });

  it("gives one invoice by its number, as PDF or JSON; an unknown number is 404", async () => {
    const url = `/api/admin/invoices/${encodeURIComponent(numbers[1])}`;
    const pdf = await call(t, "GET", url, staff);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call(t, "GET", `${url}?format=json`, staff)).json().invoice).toMatchObject({ number: numbers[1], type: "tax-invoice" });
    const unknown = await call(t, "GET", `/api/admin/invoices/${encodeURIComponent("TW/99-00/00001")}`, staff);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "No invoice numbered TW/99-00/00001." });
  });
});

describe("GET /api/admin/gst/returns", () => {
  it("reports the month's invoices in GSTR-1's sections, every section reconciling with the invoices", async () => {
    const { returns } = (await call(t, "GET", `/api/admin/gst/returns?month=${month}&format=json`, staff)).json();
    const issued = await Promise.all(
      numbers.map(async (number) => (await call(t, "GET", `/api/admin/invoices/${encodeURIComponent(number)}?format=json`, staff)).json().invoice),
    );
    const sum = (pick: (invoice: { totals: Record<string, number> }) => number) =>
      Math.round(issued.reduce((total, invoice) => total + pick(invoice) * 100, 0));
    const paise = (rupees: number) => Math.round(rupees * 100);
    expect(returns.b2b.rows).toHaveLength(1);
    expect(returns.b2b.rows[0]).toMatchObject({ recipientGstin: "27AAPFU0939F1ZV", invoiceNumber: numbers[2] });
    expect(returns.b2cl.rows).toEqual([]);
    // Two B2C invoices, one in Karnataka (CGST + SGST), one in Maharashtra (IGST): two b2cs rows.
    expect(returns.b2cs.rows).toHaveLength(2);
    const taxable = paise(returns.b2b.totals.taxableValue) + paise(returns.b2cl.totals.taxableValue) + paise(returns.b2cs.totals.taxableValue);
    expect(taxable).toBe(sum((invoice) => invoice.totals.taxableValue));
    for (const tax of ["igst", "cgst", "sgst"] as const) {
      const sections = paise(returns.b2b.totals[tax]) + paise(returns.b2cl.totals[tax]) + paise(returns.b2cs.totals[tax]);
      expect(sections, tax).toBe(sum((invoice) => invoice.totals[tax]));
      expect(paise(returns.hsn.b2b.totals[tax]) + paise(returns.hsn.b2c.totals[tax]), `hsn ${tax}`).toBe(sum((invoice) => invoice.totals[tax]));
    }
    expect(returns.docs.rows).toEqual([{ nature: "Invoices for outward supply", from: numbers[0], to: numbers[2], totalNumber: 3, cancelled: 0 }]);
  });

  it("downloads the month as a ZIP of the offline tool's CSV files", async () => {
    const zip = await call(t, "GET", `/api/admin/gst/returns?month=${month}`, staff);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-disposition"]).toBe(`attachment; filename="GSTR-1-${month}.zip"`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      "b2b.csv",
      "b2cl.csv",
      "b2cs.csv",
      "cdnr.csv",
      "cdnur.csv",
      "docs.csv",
      "hsn(b2b).csv",
      "hsn(b2c).csv",
    ]);
    expect(new TextDecoder().decode(files["b2b.csv"])).toContain("27AAPFU0939F1ZV");
  });

  it("refuses a month that is not YYYY-MM, one still to come, or one before today's B2CL limit, naming the parameter", async () => {
    for (const [month, message] of [
      ["11-2026", "month must be YYYY-MM"],
      ["5260-02", "month must not be after this month"],
      ["2024-07", "2024-08"],
    ]) {
      const response = await call(t, "GET", `/api/admin/gst/returns?month=${month}`, staff);
      expect(response.statusCode, month).toBe(400);
      expect(response.json().message, month).toContain(message);
    }
  });

  it("refuses a date that is not a real one (found by the fuzzer: it reached the database)", async () => {
    const response = await call(t, "GET", "/api/admin/invoices?to=7018-55-31", staff);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("to is not a real date");
  });
});
