import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithRole } from "~/tests/support/staff-accounts";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { orders, products } from "~/src/server/db/schema";
import { idempotencyKeys } from "~/src/server/db/schema-idempotency";

let t: TestApp;
const relay = productFixture({ id: "idem-relay", price: 150, stock: 100 });
const kitParts = Array.from({ length: 7 }, (_, i) => productFixture({ id: `idem-kit-${i}`, price: 100, stock: 10 }));
beforeAll(async () => {
  t = await createTestApp({ poolSize: 10 });
  await addProducts(t.db, [relay, ...kitParts]);
});
afterAll(async () => t?.close());

const order = (quantity = 1) => ({ address: validAddress, items: [{ _id: relay.id, quantity }], amount: 150 * quantity + 20 });
const place = (token: string, body: object, key?: string) =>
  t.app.inject({ method: "POST", url: "/api/order/place", headers: { token, ...(key ? { "idempotency-key": key } : {}) }, payload: body });
const ordersOf = async (token: string) => (await t.app.inject({ method: "POST", url: "/api/order/userorders", headers: { token } })).json().orders;

describe("Idempotency-Key on order placement", () => {
  it("five copies of one order sent at once make one order, and all five get its answer", async () => {
    const { token } = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(token, order(), "checkout-attempt-1")));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((answer) => answer.json().orderId));
    expect(ids.size).toBe(1);
    expect(await ordersOf(token)).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers["idempotent-replayed"] === "true")).toHaveLength(4);
  });

  it("a retry later gets the first answer again; the same key with another body is 422 and changes nothing", async () => {
    const { token } = await registerUser(t.app);
    const first = await place(token, order(), "attempt-2");
    const again = await place(token, order(), "attempt-2");
    expect(again.json()).toEqual(first.json());
    const other = await place(token, order(2), "attempt-2");
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ success: false, message: expect.stringContaining("different request") });
    expect(await ordersOf(token)).toHaveLength(1);
  });

  it("keeps each user's keys apart, and without a key every request is its own order", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await place(a.token, order(), "same-key")).json().success).toBe(true);
    expect((await place(b.token, order(), "same-key")).json().success).toBe(true);
    expect(await ordersOf(b.token)).toHaveLength(1);
    await place(a.token, order());
    await place(a.token, order());
    expect(await ordersOf(a.token)).toHaveLength(3);
  });

  it("replays a refusal too, and forgets a key after 24 hours", async () => {
    const { token } = await registerUser(t.app);
    const refused = await place(token, { ...order(), amount: 1 }, "attempt-3");
    expect(refused.json()).toEqual({ success: false, message: expect.stringContaining("Prices have changed") });
    expect((await place(token, { ...order(), amount: 1 }, "attempt-3")).json()).toEqual(refused.json());
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, "attempt-3"));
    expect((await place(token, order(), "attempt-3")).json().success).toBe(true);
  });

  it("refuses a key that is not 1–200 visible characters", async () => {
    const { token } = await registerUser(t.app);
    const answer = await place(token, order(), "x".repeat(201));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success).toBe(false);
    expect(await ordersOf(token)).toHaveLength(0);
  });
});

describe("Idempotency-Key on kit orders and staff stock changes", () => {
  it("one kit order for five simultaneous copies", async () => {
    const { token } = await registerUser(t.app);
    const body = {
      products: kitParts.map((part) => ({ _id: part.id, quantity: 1 })),
      totalAmount: 700,
      discount: 35,
      finalAmount: 665,
      address: validAddress,
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: "POST", url: "/api/kit-orders", headers: { token, "idempotency-key": "kit-1" }, payload: body }),
      ),
    );
    expect(answers.map((answer) => answer.json().success)).toEqual([true, true, true, true, true]);
    expect(new Set(answers.map((answer) => answer.json().order._id)).size).toBe(1);
    const [{ kits }] = await t.db.select({ kits: count() }).from(orders).where(eq(orders.kind, "kit"));
    expect(kits).toBe(1);
    const [part] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, kitParts[0].id));
    expect(part.stock).toBe(9);
  });

  it("a staff stock change retried with its key is applied once", async () => {
    const staff = await accountWithRole(t, "staff");
    const change = () =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/products/${relay.id}/stock`,
        headers: { token: staff.token, "idempotency-key": "delivery-note-17" },
        payload: { change: 10, reason: "received" },
      });
    const [before] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, relay.id));
    const answers = await Promise.all([change(), change(), change()]);
    expect(answers.map((answer) => answer.json().stock)).toEqual([before.stock + 10, before.stock + 10, before.stock + 10]);
    const [after] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, relay.id));
    expect(after.stock).toBe(before.stock + 10);
  });
});
