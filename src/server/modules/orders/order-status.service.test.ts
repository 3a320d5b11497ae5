import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";
import { users } from "~/src/server/db/schema";
import { auditLog, stockLedger } from "~/src/server/db/schema-staff";
import { call, ledgerMismatches, placeKitOrder, placeOrder, staffToken, stockOf } from "~/tests/support/orders";

let t: TestApp;
let staff: string;
let customer: string;
const kitIds = Array.from({ length: 7 }, (_, i) => `status-kit-${i}`);

beforeAll(async () => {
  t = await createTestApp({ poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "status-a", price: 100, stock: 400 }),
    productFixture({ id: "status-b", price: 100, stock: 400 }),
    ...kitIds.map((id) => productFixture({ id, price: 100, stock: 100 })),
  ]);
  staff = await staffToken(t);
  customer = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

type Kind = "orders" | "kit-orders";
const move = (kind: Kind, id: string, body: object, token = staff) => call(t, "POST", `/api/admin/${kind}/${id}/status`, token, body);
const newOrder = (kind: Kind) => (kind === "orders" ? placeOrder(t, customer, { "status-a": 2, "status-b": 1 }) : placeKitOrder(t, customer, kitIds));
const SHIP = { courier: "Delhivery", trackingNumber: "DLV123456789" };

/** Every allowed path from pending, as [status, extra fields]. */
const PATHS: Record<Kind, Array<Array<[string, object?]>>> = {
  orders: [[["packing"], ["shipped", SHIP], ["delivered"]], [["cancelled"]], [["packing"], ["cancelled"]]],
  "kit-orders": [[["processing"], ["shipped", SHIP], ["delivered"]], [["cancelled"]], [["processing"], ["cancelled"]]],
};

describe.each(["orders", "kit-orders"] as const)("POST /api/admin/%s/{id}/status", (kind) => {
  it.each(PATHS[kind].map((path) => [path.map(([status]) => status).join(" → "), path] as const))("allows pending → %s", async (_name, path) => {
    const id = await newOrder(kind);
    let version = 1;
    for (const [status, extra] of path) {
      const response = await move(kind, id, { status, version, ...extra });
      expect(response.statusCode).toBe(200);
      const { order } = response.json();
      expect(order).toMatchObject({ _id: id, status, version: version + 1 });
      expect(order.history.at(-1)).toEqual({ status, at: expect.any(String) });
      version = order.version;
    }
    const { order } = (await call(t, "GET", `/api/admin/${kind}/${id}`, staff)).json();
    expect(order.history.map((event: { status: string }) => event.status)).toEqual(["pending", ...path.map(([status]) => status)]);
    if (path.some(([status]) => status === "shipped")) expect(order).toMatchObject(SHIP);
  });

  const second = kind === "orders" ? "packing" : "processing";
  it.each([
    [[], "shipped", `Cannot move this order from pending to shipped. From pending it can move to: ${second}, cancelled.`],
    [[], "delivered", `Cannot move this order from pending to delivered. From pending it can move to: ${second}, cancelled.`],
    [[], "pending", `Cannot move this order from pending to pending. From pending it can move to: ${second}, cancelled.`],
    [[], "lost", `Unknown status 'lost'.`],
    [[second], "delivered", `Cannot move this order from ${second} to delivered. From ${second} it can move to: shipped, cancelled.`],
    [[second, "shipped"], "cancelled", "Cannot move this order from shipped to cancelled. From shipped it can move to: delivered."],
    [["cancelled"], second, "A cancelled order does not change any more."],
    [[second, "shipped", "delivered"], "cancelled", "A delivered order does not change any more."],
  ])("after %j refuses %s with 409: %s", async (before, status, message) => {
    const id = await newOrder(kind);
    for (const step of before) expect((await move(kind, id, { status: step, ...SHIP })).statusCode).toBe(200);
    const response = await move(kind, id, { status, ...SHIP });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    const { order } = (await call(t, "GET", `/api/admin/${kind}/${id}`, staff)).json();
    expect(order.version).toBe(before.length + 1);
  });

  it("refuses shipping without a courier or a tracking number (409), and keeps what was typed, trimmed", async () => {
    const id = await newOrder(kind);
    await move(kind, id, { status: second });
    for (const missing of [{}, { courier: "Delhivery" }, { trackingNumber: "X1" }, { courier: "  ", trackingNumber: "X1" }]) {
      const response = await move(kind, id, { status: "shipped", ...missing });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: "Shipping needs the courier and the tracking number." });
    }
    const shipped = (await move(kind, id, { status: "shipped", courier: " India Post ", trackingNumber: " EM123456789IN " })).json();
    expect(shipped.order).toMatchObject({ status: "shipped", courier: "India Post", trackingNumber: "EM123456789IN" });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const id = await newOrder(kind);
    await move(kind, id, { status: second, version: 1 });
    const stale = await move(kind, id, { status: "cancelled", version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ success: false, message: "This order was changed by someone else; reload it." });
    expect((await call(t, "GET", `/api/admin/${kind}/${id}`, staff)).json().order).toMatchObject({ status: second, version: 2 });
  });

  it("lets exactly one of two simultaneous changes win", async () => {
    for (const bodies of [
      [{ status: second }, { status: second }],
      // (cancel and pack without versions could both win one after the other: packing → cancelled is allowed)
      [{ status: "cancelled" }, { status: "cancelled" }],
      [
        { status: "cancelled", version: 1 },
        { status: second, version: 1 },
      ],
    ]) {
      const id = await newOrder(kind);
      const responses = await Promise.all(bodies.map((body) => move(kind, id, body)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const { order } = (await call(t, "GET", `/api/admin/${kind}/${id}`, staff)).json();
      expect(order.version).toBe(2);
      expect(order.history).toHaveLength(2);
    }
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("cancelling returns every unit with a ledger row; stock always equals the ledger's sum", async () => {
    const ids = kind === "orders" ? ["status-a", "status-b"] : kitIds;
    const before = await Promise.all(ids.map((id) => stockOf(t, id)));
    const id = await newOrder(kind);
    const taken = kind === "orders" ? [2, 1] : kitIds.map(() => 1);
    expect(await Promise.all(ids.map((p) => stockOf(t, p)))).toEqual(before.map((stock, i) => stock - taken[i]));
    await move(kind, id, { status: second });
    expect((await move(kind, id, { status: "cancelled" })).statusCode).toBe(200);
    expect(await Promise.all(ids.map((p) => stockOf(t, p)))).toEqual(before);
    const returned = await t.db
      .select({ productId: stockLedger.productId, change: stockLedger.change, actorId: stockLedger.actorId })
      .from(stockLedger)
      .where(and(eq(stockLedger.orderId, id), eq(stockLedger.reason, "cancelled")))
      .orderBy(stockLedger.productId);
    expect(returned.map(({ productId, change }) => [productId, change])).toEqual(ids.map((p, i) => [p, taken[i]]));
    expect(returned.every((row) => row.actorId !== null)).toBe(true);
    expect(await ledgerMismatches(t)).toEqual([]);
  });

  it("writes an audit entry for each change, naming the staff member, old and new status", async () => {
    const id = await newOrder(kind);
    await move(kind, id, { status: second });
    await move(kind, id, { status: "shipped", ...SHIP });
    const target = `${kind === "orders" ? "order" : "kit-order"}:${id}`;
    const entries = await t.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, before: auditLog.before, after: auditLog.after, role: users.role })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .where(eq(auditLog.target, target))
      .orderBy(auditLog.id);
    expect(entries).toEqual([
      {
        action: "order.status",
        actorEmail: expect.any(String),
        role: "staff",
        before: { status: "pending" },
        after: { status: second, courier: null, trackingNumber: null },
      },
      { action: "order.status", actorEmail: expect.any(String), role: "staff", before: { status: second }, after: { status: "shipped", ...SHIP } },
    ]);
  });

  it("answers 404 for an unknown or malformed id and 400 for a body of the wrong type", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope'--"]) {
      const response = await move(kind, id, { status: "cancelled" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Order not found." });
    }
    const id = await newOrder(kind);
    for (const body of [
      {},
      { status: 3 },
      { status: "cancelled", version: "1" },
      { status: "shipped", courier: "x".repeat(101), trackingNumber: "1" },
    ]) {
      const response = await move(kind, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request: .*(status|version|courier)/);
    }
    expect((await call(t, "GET", `/api/admin/${kind}/${id}`, staff)).json().order.version).toBe(1);
  });
});

describe("what the customer sees", () => {
  it("courier, tracking number and the dated history in userorders and kit-orders", async () => {
    const buyer = (await registerUser(t.app)).token;
    const orderId = await placeOrder(t, buyer, { "status-a": 1 });
    const kitId = await placeKitOrder(t, buyer, kitIds);
    const fresh = (await call(t, "POST", "/api/order/userorders", buyer)).json().orders[0];
    expect(fresh).toMatchObject({ courier: null, trackingNumber: null, history: [{ status: "pending", at: fresh.date }] });

    await move("orders", orderId, { status: "packing" });
    await move("orders", orderId, { status: "shipped", ...SHIP });
    await move("kit-orders", kitId, { status: "processing" });
    await move("kit-orders", kitId, { status: "shipped", courier: "Blue Dart", trackingNumber: "BD42" });

    const order = (await call(t, "POST", "/api/order/userorders", buyer)).json().orders[0];
    expect(order).toMatchObject({ _id: orderId, status: "shipped", ...SHIP });
    expect(order.history.map((event: { status: string }) => event.status)).toEqual(["pending", "packing", "shipped"]);
    expect(order.history.every((event: { at: string }) => !Number.isNaN(Date.parse(event.at)))).toBe(true);

    const kitList = (await call(t, "GET", "/api/kit-orders", buyer)).json().orders;
    const kitDetail = (await call(t, "GET", `/api/kit-orders/${kitId}`, buyer)).json().order;
    for (const kit of [kitList[0], kitDetail]) {
      expect(kit).toMatchObject({ _id: kitId, status: "shipped", courier: "Blue Dart", trackingNumber: "BD42" });
      expect(kit.history.map((event: { status: string }) => event.status)).toEqual(["pending", "processing", "shipped"]);
    }
  });
});
