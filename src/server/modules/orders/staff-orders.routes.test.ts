import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { orders } from "~/src/server/db/schema";
import { call, placeKitOrder, placeOrder, staffToken } from "~/tests/support/orders";

let t: TestApp;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const kitIds = Array.from({ length: 7 }, (_, i) => `list-kit-${i}`);

beforeAll(async () => {
  t = await createTestApp({ poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "list-a", name: "List Board A", price: 100, stock: 500 }),
    productFixture({ id: "list-b", name: "List Board B", price: 100, stock: 500 }),
    ...kitIds.map((id) => productFixture({ id, price: 100, stock: 50 })),
  ]);
  staff = await staffToken(t);
  customer = await registerUser(t.app, { name: "Meera Iyer" });
});
afterAll(() => t.close());

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const ADMIN_CALLS: Array<["GET" | "POST", string, object?]> = [
  ["GET", "/api/admin/orders"],
  ["GET", "/api/admin/kit-orders"],
  ["GET", `/api/admin/orders/${UNKNOWN}`],
  ["GET", `/api/admin/kit-orders/${UNKNOWN}`],
  ["POST", `/api/admin/orders/${UNKNOWN}/status`, { status: "packing" }],
  ["POST", `/api/admin/kit-orders/${UNKNOWN}/status`, { status: "processing" }],
  ["GET", "/api/admin/dashboard"],
];

describe("who may call /api/admin/orders…", () => {
  it.each(ADMIN_CALLS)("%s %s: 401 without a token, 403 with a customer's", async (method, url, payload) => {
    const anonymous = await call(t, method, url, undefined, payload);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: "Please log in to continue." });
    const refused = await call(t, method, url, customer.token, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: "This page is for the shop's staff." });
  });

  it("lets the owner in as well as staff", async () => {
    const owner = await staffToken(t, "owner");
    expect((await call(t, "GET", "/api/admin/orders", owner)).statusCode).toBe(200);
  });
});

describe("GET /api/admin/orders and /api/admin/kit-orders", () => {
  let priya: string;
  let rahul: string;
  let kitId: string;
  beforeAll(async () => {
    const p = await registerUser(t.app, { name: "Priya Nair", email: "priya.nair@school.example.in" });
    const r = await registerUser(t.app, { name: "Rahul Das" });
    priya = await placeOrder(t, p.token, { "list-a": 2 }, { ...validAddress, zipcode: "411038", phone: "9123456789" });
    rahul = await placeOrder(t, r.token, { "list-b": 1 }, { ...validAddress, firstName: "Rahul", lastName: "Das", zipcode: "400019" });
    kitId = await placeKitOrder(t, p.token, kitIds, { ...validAddress, zipcode: "411038" });
  });

  it("lists newest first with customer, address copy, items, amounts and fulfilment", async () => {
    const response = await call(t, "GET", "/api/admin/orders", staff);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 2, page: 1, pages: 1 });
    expect(body.orders.map((o: { _id: string }) => o._id)).toEqual([rahul, priya]);
    expect(body.orders[1]).toEqual({
      _id: priya,
      date: expect.any(String),
      status: "pending",
      paymentMethod: "COD",
      customer: { name: "Priya Nair", email: "priya.nair@school.example.in" },
      address: { ...validAddress, zipcode: "411038", phone: "9123456789" },
      pinConfirmed: true,
      items: [{ _id: "list-a", name: "List Board A", image: ["/images/catalog/resistor.svg"], price: 100, quantity: 2 }],
      courier: null,
      trackingNumber: null,
      history: [{ status: "pending", at: body.orders[1].date }],
      version: 1,
      subtotal: 200,
      deliveryFee: 20,
      amount: 220,
      estimatedDelivery: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      returnToOrigin: null,
      returnWindowClosesOn: null,
      poNumber: null,
      quoteNumber: null,
      payment: { method: "cod", status: "on-delivery", due: 220, received: 0, records: [] },
    });
  });

  it("lists kit orders with finalAmount and the kit's items", async () => {
    const body = (await call(t, "GET", "/api/admin/kit-orders", staff)).json();
    expect(body).toMatchObject({ success: true, total: 1, page: 1, pages: 1 });
    expect(body.orders[0]).toMatchObject({
      _id: kitId,
      status: "pending",
      customer: { name: "Priya Nair", email: "priya.nair@school.example.in" },
      totalAmount: 700,
      discount: 35,
      finalAmount: 665,
      courier: null,
      trackingNumber: null,
      history: [{ status: "pending", at: body.orders[0].createdAt }],
      version: 1,
    });
    expect(body.orders[0].items).toHaveLength(7);
    expect(body.orders[0].items[0]).toEqual({ _id: kitIds[0], name: expect.any(String), image: expect.any(Array), price: 100, quantity: 1 });
  });

  const idsOf = async (url: string) => (await call(t, "GET", url, staff)).json().orders.map((o: { _id: string }) => o._id);

  it("searches by e-mail, name, PIN, phone and order number, ignoring case", async () => {
    expect(await idsOf("/api/admin/orders?q=PRIYA.NAIR@school")).toEqual([priya]);
    expect(await idsOf("/api/admin/orders?q=rahul%20das")).toEqual([rahul]);
    expect(await idsOf("/api/admin/orders?q=400019")).toEqual([rahul]);
    expect(await idsOf("/api/admin/orders?q=%2B91%2091234%2056789")).toEqual([priya]);
    expect(await idsOf(`/api/admin/orders?q=${priya.slice(0, 8).toUpperCase()}`)).toEqual([priya]);
    expect(await idsOf(`/api/admin/orders?q=%23${priya.slice(0, 8)}`)).toEqual([priya]);
    expect(await idsOf(`/api/admin/orders?q=${rahul}`)).toEqual([rahul]);
    expect(await idsOf("/api/admin/orders?q=nobody-like-this")).toEqual([]);
    expect(await idsOf("/api/admin/kit-orders?q=411038")).toEqual([kitId]);
    expect(await idsOf("/api/admin/kit-orders?q=100%25_")).toEqual([]);
  });

  it("filters by status and by day (India time, both days included)", async () => {
    await call(t, "POST", `/api/admin/orders/${rahul}/status`, staff, { status: "packing" });
    expect(await idsOf("/api/admin/orders?status=packing")).toEqual([rahul]);
    expect(await idsOf("/api/admin/orders?status=pending")).toEqual([priya]);
    expect(await idsOf("/api/admin/orders?status=&q=")).toHaveLength(2);
    expect(await idsOf("/api/admin/kit-orders?status=processing")).toEqual([]);

    // 23:00 IST on 1 March is 17:30 UTC, still 1 March; 00:30 IST on 3 March is 2 March 19:00 UTC.
    await t.db
      .update(orders)
      .set({ createdAt: new Date("2026-03-01T17:30:00Z") })
      .where(eq(orders.id, priya));
    await t.db
      .update(orders)
      .set({ createdAt: new Date("2026-03-02T19:00:00Z") })
      .where(eq(orders.id, rahul));
    expect(await idsOf("/api/admin/orders?from=2026-03-01&to=2026-03-01")).toEqual([priya]);
    expect(await idsOf("/api/admin/orders?from=2026-03-02&to=2026-03-02")).toEqual([]);
    expect(await idsOf("/api/admin/orders?from=2026-03-03")).toEqual([rahul]);
    expect(await idsOf("/api/admin/orders?to=2026-03-02")).toEqual([priya]);
    expect(await idsOf("/api/admin/orders?from=2026-03-01&to=2026-03-03")).toEqual([rahul, priya]);
    expect(await idsOf("/api/admin/kit-orders?to=2026-03-03")).toEqual([]);
  });

  it.each([
    ["/api/admin/orders?status=processing", "status must be one of pending, packing, shipped, delivered, cancelled"],
    ["/api/admin/kit-orders?status=packing", "status must be one of pending, processing, shipped, delivered, cancelled"],
    ["/api/admin/orders?from=01-03-2026", "from must be a date as YYYY-MM-DD"],
    ["/api/admin/orders?to=2026-02-30", "to is not a real date"],
    ["/api/admin/orders?from=2026-03-05&to=2026-03-01", "from must not be after to."],
    ["/api/admin/orders?page=0", "page must be 1 or more"],
    ["/api/admin/orders?page=two", "page must be a number"],
    ["/api/admin/orders?limit=101", "limit must be at most 100"],
    ["/api/admin/kit-orders?limit=1.5", "limit must be a whole number"],
    [`/api/admin/orders?q=${"x".repeat(101)}`, "q must be at most 100 characters"],
  ])("refuses %s with 400 naming the parameter", async (url, message) => {
    const response = await call(t, "GET", url, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
  });
});

describe("pagination", () => {
  it("pages 20 at a time by default, up to 100 with limit", async () => {
    const p = await staffToken(t);
    const buyer = await registerUser(t.app, { name: "Bulk Buyer" });
    for (let i = 0; i < 23; i += 1) await placeOrder(t, buyer.token, { "list-a": 1 });
    const first = (await call(t, "GET", "/api/admin/orders?q=bulk%20buyer", p)).json();
    expect(first).toMatchObject({ total: 23, page: 1, pages: 2 });
    expect(first.orders).toHaveLength(20);
    const second = (await call(t, "GET", "/api/admin/orders?q=bulk%20buyer&page=2", p)).json();
    expect(second).toMatchObject({ total: 23, page: 2, pages: 2 });
    expect(second.orders).toHaveLength(3);
    const ids = new Set([...first.orders, ...second.orders].map((o: { _id: string }) => o._id));
    expect(ids.size).toBe(23);
    const dates = [...first.orders, ...second.orders].map((o: { date: string }) => o.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await call(t, "GET", "/api/admin/orders?q=bulk%20buyer&limit=5&page=5", p)).json()).toMatchObject({ total: 23, page: 5, pages: 5 });
    expect((await call(t, "GET", "/api/admin/orders?q=bulk%20buyer&page=9", p)).json()).toMatchObject({ orders: [], total: 23, pages: 2 });
  });
});

describe("GET /api/admin/orders/{id}", () => {
  it("shows one order and one kit order; 404 for unknown or malformed ids, and for the other kind's id", async () => {
    const orderId = await placeOrder(t, customer.token, { "list-b": 3 });
    const kitId = await placeKitOrder(t, customer.token, kitIds);
    const order = await call(t, "GET", `/api/admin/orders/${orderId}`, staff);
    expect(order.json()).toMatchObject({ success: true, order: { _id: orderId, amount: 320, customer: { name: "Meera Iyer" } } });
    const kit = await call(t, "GET", `/api/admin/kit-orders/${kitId}`, staff);
    expect(kit.json()).toMatchObject({ success: true, order: { _id: kitId, finalAmount: 665 } });
    for (const url of [
      `/api/admin/orders/${UNKNOWN}`,
      "/api/admin/orders/not-an-id'--",
      `/api/admin/orders/${kitId}`,
      `/api/admin/kit-orders/${orderId}`,
    ]) {
      const response = await call(t, "GET", url, staff);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Order not found." });
    }
  });
});
