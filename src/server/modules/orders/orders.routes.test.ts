import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { products } from "~/src/server/db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" }, poolSize: 8 });
  await addProducts(t.db, [
    productFixture({ id: "uno", name: "Arduino Uno", price: 650, discount: 10, stock: 40 }),
    productFixture({ id: "wire", name: "Jumper Wires", price: 33.33, discount: 0, stock: 500 }),
    productFixture({ id: "gone", name: "Sold Out Sensor", price: 99, stock: 0 }),
    productFixture({ id: "last-five", name: "Last Five Board", price: 100, stock: 5 }),
  ]);
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: { token } });
const stockOf = async (id: string) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0].stock;

async function cartWith(token: string, lines: Record<string, number>) {
  for (const [itemId, quantity] of Object.entries(lines)) await post("/api/cart/update", token, { itemId, quantity });
}

describe("POST /api/order/place", () => {
  it("places a cash-on-delivery order with server prices, decrements stock and empties the cart", async () => {
    const { token } = await registerUser(t.app);
    await cartWith(token, { uno: 2, wire: 3 });
    const productList = (await t.app.inject("/api/product/list")).json().products;
    const items = productList
      .filter((p: { _id: string }) => ["uno", "wire"].includes(p._id))
      .map((p: { _id: string }) => ({ ...p, quantity: p._id === "uno" ? 2 : 3 }));
    // 2 × 585.00 + 3 × 33.33 = 1269.99; + 20 fee; a float client sends it unrounded
    const amount = 2 * 650 * 0.9 + 3 * 33.33 + 20;
    const response = await post("/api/order/place", token, { address: validAddress, items, amount });
    expect(response.json()).toMatchObject({ success: true, message: "Order placed." });
    expect(await stockOf("uno")).toBe(38);
    expect(await stockOf("wire")).toBe(497);
    expect((await post("/api/cart/get", token)).json().cartData).toEqual({});

    const orders = (await post("/api/order/userorders", token)).json();
    expect(orders.success).toBe(true);
    expect(orders.orders).toHaveLength(1);
    expect(orders.orders[0]).toMatchObject({
      _id: expect.any(String),
      status: "pending",
      paymentMethod: "COD",
      address: validAddress,
      amount: 1289.99,
      subtotal: 1269.99,
      deliveryFee: 20,
      items: [
        { _id: "uno", name: "Arduino Uno", image: ["/images/catalog/resistor.svg"], price: 585, quantity: 2 },
        { _id: "wire", name: "Jumper Wires", image: ["/images/catalog/resistor.svg"], price: 33.33, quantity: 3 },
      ],
    });
    expect(new Date(orders.orders[0].date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("uses a saved address when given its _id", async () => {
    const { token } = await registerUser(t.app);
    const saved = (await post("/api/user/address", token, validAddress)).json().address;
    const response = await post("/api/order/place", token, {
      address: { _id: saved._id },
      items: [{ _id: "wire", quantity: 1 }],
      amount: 53.33,
      paymentMethod: "cod",
    });
    expect(response.json()).toMatchObject({ success: true });
    expect((await post("/api/order/userorders", token)).json().orders[0].address).toEqual(validAddress);
  });

  it("ignores prices sent by the client", async () => {
    const { token } = await registerUser(t.app);
    const response = await post("/api/order/place", token, { address: validAddress, items: [{ _id: "uno", price: 1, quantity: 1 }], amount: 21 });
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining("Prices have changed") });
  });

  it("refuses an amount more than a paisa off and changes nothing", async () => {
    const { token } = await registerUser(t.app);
    await cartWith(token, { wire: 1 });
    const response = await post("/api/order/place", token, { address: validAddress, items: [{ _id: "wire", quantity: 1 }], amount: 53.35 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: false,
      message: "Prices have changed since you opened this page. Please review the updated total and place the order again.",
    });
    expect((await post("/api/order/userorders", token)).json().orders).toEqual([]);
    expect((await post("/api/cart/get", token)).json().cartData).toEqual({ wire: 1 });
  });

  it("refuses other payment methods with the §8 text", async () => {
    const { token } = await registerUser(t.app);
    const response = await post("/api/order/place", token, {
      address: validAddress,
      items: [{ _id: "wire", quantity: 1 }],
      amount: 53.33,
      paymentMethod: "razorpay",
    });
    expect(response.json()).toEqual({ success: false, message: "Only Cash On Delivery Supported Currently" });
    expect((await post("/api/order/userorders", token)).json().orders).toEqual([]);
  });

  it("refuses out-of-stock products and more units than on hand", async () => {
    const { token } = await registerUser(t.app);
    expect((await post("/api/order/place", token, { address: validAddress, items: [{ _id: "gone", quantity: 1 }], amount: 119 })).json()).toEqual({
      success: false,
      message: "Sold Out Sensor is out of stock.",
    });
    expect((await post("/api/order/place", token, { address: validAddress, items: [{ _id: "uno", quantity: 41 }], amount: 1 })).json()).toMatchObject(
      {
        success: false,
        message: expect.stringMatching(/^Only \d+ of Arduino Uno left in stock\.$/),
      },
    );
  });

  it.each([
    [{ items: [] }, "Your cart is empty."],
    [{ items: [{ _id: "wire", quantity: 0 }] }, "Every item needs a whole quantity of 1 or more."],
    [{ items: [{ _id: "wire", quantity: 1 }], address: { ...validAddress, zipcode: "12" } }, "PIN must be 6 digits and cannot start with 0."],
    [{ items: [{ _id: "wire", quantity: 1 }], address: undefined }, "Please enter a delivery address."],
    [{ items: [{ _id: "wire", quantity: 1 }], address: { _id: "not-mine" } }, "Please select a saved address."],
  ])("refuses %j with a message", async (change, message) => {
    const { token } = await registerUser(t.app);
    const response = await post("/api/order/place", token, { address: validAddress, amount: 53.33, ...change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message });
  });

  it("does not let one user use another's saved address", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const saved = (await post("/api/user/address", owner.token, validAddress)).json().address;
    const response = await post("/api/order/place", other.token, {
      address: { _id: saved._id },
      items: [{ _id: "wire", quantity: 1 }],
      amount: 53.33,
    });
    expect(response.json()).toEqual({ success: false, message: "Please select a saved address." });
  });

  it("answers 400 when amount is not a number", async () => {
    const { token } = await registerUser(t.app);
    const response = await post("/api/order/place", token, { address: validAddress, items: [{ _id: "wire", quantity: 1 }], amount: "53.33" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining("amount") });
  });

  it("lists a user's orders newest first, and only theirs", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await post("/api/order/place", a.token, { address: validAddress, items: [{ _id: "wire", quantity: 1 }], amount: 53.33 });
    await post("/api/order/place", a.token, { address: validAddress, items: [{ _id: "wire", quantity: 2 }], amount: 86.66 });
    const list = (await post("/api/order/userorders", a.token)).json().orders;
    expect(list.map((o: { amount: number }) => o.amount)).toEqual([86.66, 53.33]);
    expect((await post("/api/order/userorders", b.token)).json()).toEqual({ success: true, orders: [] });
  });

  it("sells the last 5 units exactly once when 50 orders race for them", async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => registerUser(t.app)));
    const responses = await Promise.all(
      users.map(({ token }) => post("/api/order/place", token, { address: validAddress, items: [{ _id: "last-five", quantity: 1 }], amount: 120 })),
    );
    const outcomes = responses.map((response) => response.json());
    expect(outcomes.filter((o) => o.success)).toHaveLength(5);
    expect(outcomes.filter((o) => !o.success).every((o) => /out of stock|left in stock/.test(o.message))).toBe(true);
    expect(await stockOf("last-five")).toBe(0);
  });
});

describe("fulfilment in POST /api/order/userorders", () => {
  it("a new order has no courier or tracking number yet and its history starts with pending at the order date", async () => {
    const { token } = await registerUser(t.app);
    await post("/api/order/place", token, { address: validAddress, items: [{ _id: "wire", quantity: 1 }], amount: 53.33 });
    const [order] = (await post("/api/order/userorders", token)).json().orders;
    expect(order).toMatchObject({ courier: null, trackingNumber: null, history: [{ status: "pending", at: order.date }] });
    // The spec's fields come first; ours follow.
    expect(Object.keys(order).slice(0, 4)).toEqual(["_id", "date", "status", "paymentMethod"]);
  });
});
