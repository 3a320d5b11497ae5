import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY_RULES, estimatedDeliveryDate } from "~/src/core/delivery";
import { orders, users } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";
import { call, staffToken } from "~/tests/support/orders";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

/** Issue 24: where a PIN is and when a parcel arrives; the owner's delivery rules; PIN and state checked together. */

let t: TestApp;
let owner: string;
let staff: string;
let customer: Awaited<ReturnType<typeof registerUser>>;
const quote = (pin: string) => t.app.inject({ method: "GET", url: `/api/delivery/${pin}` });
const today4 = () => estimatedDeliveryDate(new Date(), 4, false);

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [productFixture({ id: "pin-a", price: 100, stock: 100 })]);
  owner = await staffToken(t, "owner");
  staff = await staffToken(t);
  customer = await registerUser(t.app);
});
afterAll(() => t.close());

describe("GET /api/delivery/{pin}", () => {
  it.each([
    ["560001", "Bengaluru", "Karnataka", "29", "same-city"],
    ["500001", "Hyderabad", "Telangana", "36", "metro"],
    ["194101", "Leh Ladakh", "Ladakh", "38", "special"],
    ["396210", "Daman", "Dadra & Nagar Haveli and Daman & Diu", "26", "rest-of-india"],
    ["110001", "New Delhi", "Delhi", "07", "metro"],
    ["744101", "South Andamans", "Andaman & Nicobar Islands", "35", "special"],
  ])("answers %s: %s, %s (%s), zone %s, from the demo shop in Bengaluru", async (pin, district, state, stateCode, zone) => {
    const response = await quote(pin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      pin,
      known: true,
      district,
      state,
      stateCode,
      zone,
      serviceable: true,
      cod: true,
      estimatedDelivery: today4(),
    });
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("is 404 for a PIN whose first digits no known PIN has, and 400 for anything that is not a PIN", async () => {
    const unknown = await quote("999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: "We do not know the PIN 999999. Please check it." });
    for (const bad of ["012345", "56000", "5600011", "abcdef"]) {
      const response = await quote(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toContain("PIN must be 6 digits and cannot start with 0.");
    }
  });
});

describe("the owner's delivery rules", () => {
  const rules = {
    zones: DEFAULT_DELIVERY_RULES.zones.map((entry) => (entry.zone === "special" ? { ...entry, extraDays: 3 } : entry)),
    skipSundays: false,
    blocked: [{ prefix: "7443", message: "Car Nicobar is reached by sea only." }],
  };

  it("start with no extra days and nothing blocked, shipping from the shop's own PIN; owner only", async () => {
    const response = await call(t, "GET", "/api/admin/delivery", owner);
    expect(response.json()).toEqual({
      success: true,
      ...DEFAULT_DELIVERY_RULES,
      origin: { pin: "560034", district: "Bengaluru Urban", state: "Karnataka", stateCode: "29" },
    });
    expect((await call(t, "GET", "/api/admin/delivery", staff)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/delivery", headers: { token: staff }, payload: rules })).statusCode).toBe(403);
  });

  it("change the estimate and block PINs at once, and are audited", async () => {
    const saved = await t.app.inject({ method: "PUT", url: "/api/admin/delivery", headers: { token: owner }, payload: rules });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(rules);
    expect((await quote("194101")).json().estimatedDelivery).toBe(estimatedDeliveryDate(new Date(), 7, false));
    expect((await quote("744301")).json()).toMatchObject({
      serviceable: false,
      cod: false,
      message: "We do not deliver to 744301 yet: Car Nicobar is reached by sea only.",
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, "delivery.update"));
    expect(entry.after).toEqual({ ...rules, pins: [] });
  });

  it("refuse what does not make sense, naming it, and change nothing", async () => {
    const put = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/admin/delivery", headers: { token: owner }, payload: { ...rules, ...payload } });
    const cases: Array<[object, string]> = [
      [{ zones: rules.zones.slice(1) }, "zones must list each zone once"],
      [{ zones: rules.zones.map((entry) => ({ ...entry, extraDays: -1 })) }, "extraDays cannot be negative."],
      [{ blocked: [{ prefix: "0744", message: "x" }] }, "A blocked prefix is 1 to 6 digits and cannot start with 0."],
      [{ blocked: [{ prefix: "744", message: " " }] }, "Each blocked PIN needs a message for the customer."],
      [
        {
          blocked: [
            { prefix: "744", message: "a" },
            { prefix: "744", message: "b" },
          ],
        },
        "Each blocked prefix may be listed once.",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await put(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await call(t, "GET", "/api/admin/delivery", owner)).json()).toMatchObject(rules);
  });
});

describe("addresses: the PIN and the state together", () => {
  const kerala = { ...validAddress, city: "Bengaluru", state: "Kerala", zipcode: "560001" };
  const mismatch = "PIN 560001 is in Karnataka, not Kerala.";

  it("are refused on every address call when they disagree, and nothing is stored", async () => {
    const saved = await call(t, "POST", "/api/user/address", customer.token, kerala);
    expect(saved.json()).toEqual({ success: false, message: mismatch });
    expect((await call(t, "GET", "/api/user/addresses", customer.token)).json().addresses).toEqual([]);
    const good = (await call(t, "POST", "/api/user/address", customer.token, validAddress)).json();
    expect(good.success).toBe(true);
    const id = (await call(t, "GET", "/api/user/addresses", customer.token)).json().addresses[0]._id;
    const edit = await t.app.inject({ method: "PUT", url: `/api/user/addresses/${id}`, headers: { token: customer.token }, payload: kerala });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(mismatch);
    expect((await call(t, "GET", "/api/user/addresses", customer.token)).json().addresses[0].state).toBe("Maharashtra");

    const order = await call(t, "POST", "/api/order/place", customer.token, { address: kerala, items: [{ _id: "pin-a", quantity: 1 }], amount: 120 });
    expect(order.json()).toEqual({ success: false, message: mismatch });
    const kit = await call(t, "POST", "/api/kit-orders", customer.token, {
      products: [],
      totalAmount: 0,
      discount: 0,
      finalAmount: 0,
      address: kerala,
    });
    expect(kit.json().success).toBe(false);
    const unknown = await call(t, "POST", "/api/order/place", customer.token, {
      address: { ...validAddress, zipcode: "999999" },
      items: [{ _id: "pin-a", quantity: 1 }],
      amount: 120,
    });
    expect(unknown.json()).toEqual({ success: false, message: "We do not know the PIN 999999. Please check it." });
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, customer.email));
    expect(await t.db.select().from(orders).where(eq(orders.userId, account.id))).toEqual([]);
  });

  it("place an order with the spec's free-text fields when they agree, storing its estimated delivery", async () => {
    const placed = await call(t, "POST", "/api/order/place", customer.token, {
      address: validAddress,
      items: [{ _id: "pin-a", quantity: 1 }],
      amount: 120,
    });
    expect(placed.json()).toMatchObject({ success: true, orderId: expect.any(String) });
    const mine = (await call(t, "POST", "/api/order/userorders", customer.token)).json().orders;
    expect(mine[0]).toMatchObject({ _id: placed.json().orderId, estimatedDelivery: today4() });
  });

  it("refuse a PIN the owner marked as not served at checkout, with the owner's message", async () => {
    const andaman = { ...validAddress, city: "Car Nicobar", state: "Andaman and Nicobar Islands", zipcode: "744301" };
    expect((await call(t, "POST", "/api/user/address", customer.token, andaman)).json().success).toBe(true);
    const order = await call(t, "POST", "/api/order/place", customer.token, {
      address: andaman,
      items: [{ _id: "pin-a", quantity: 1 }],
      amount: 120,
    });
    expect(order.json()).toEqual({ success: false, message: "We do not deliver to 744301 yet: Car Nicobar is reached by sea only." });
  });
});
