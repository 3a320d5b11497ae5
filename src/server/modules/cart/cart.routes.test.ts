import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" } });
  await addProducts(t.db, [
    productFixture({ id: "led-red", name: "Red LED", price: 2.5, discount: 0, stock: 100 }),
    productFixture({ id: "servo", name: "SG90 Servo", price: 149, discount: 10, stock: 3 }),
    productFixture({ id: "gone", name: "Sold Out Sensor", price: 99, stock: 0 }),
  ]);
});
afterAll(() => t.close());

const call = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: { token } });
const cartOf = async (token: string) => (await call("/api/cart/get", token)).json();

describe("cart", () => {
  it("starts empty with total 0.00 (no delivery fee on an empty cart)", async () => {
    const { token } = await registerUser(t.app);
    expect(await cartOf(token)).toMatchObject({ success: true, cartData: {}, items: [], subtotal: 0, deliveryFee: 0, total: 0 });
  });

  it("add increases by one; update sets; update 0 deletes the line", async () => {
    const { token } = await registerUser(t.app);
    expect((await call("/api/cart/add", token, { itemId: "led-red" })).json()).toEqual({ success: true, message: "Added to cart." });
    await call("/api/cart/add", token, { itemId: "led-red" });
    await call("/api/cart/add", token, { itemId: "servo" });
    let cart = await cartOf(token);
    expect(cart.cartData).toEqual({ "led-red": 2, servo: 1 });
    // 2 × 2.50 + 149 × 0.9 = 5.00 + 134.10; plus the 20.00 fee
    expect(cart).toMatchObject({ subtotal: 139.1, deliveryFee: 20, total: 159.1 });

    await call("/api/cart/update", token, { itemId: "led-red", quantity: 7 });
    expect((await cartOf(token)).cartData).toEqual({ "led-red": 7, servo: 1 });
    await call("/api/cart/update", token, { itemId: "servo", quantity: 0 });
    cart = await cartOf(token);
    expect(cart.cartData).toEqual({ "led-red": 7 });
    expect(cart.items).toHaveLength(1);
  });

  it.each([-1, 1.5])("refuses quantity %s and changes nothing", async (quantity) => {
    const { token } = await registerUser(t.app);
    await call("/api/cart/add", token, { itemId: "led-red" });
    const response = await call("/api/cart/update", token, { itemId: "led-red", quantity });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message: "Quantity must be a whole number of 0 or more." });
    expect((await cartOf(token)).cartData).toEqual({ "led-red": 1 });
  });

  it("refuses a non-numeric quantity with 400 and changes nothing", async () => {
    const { token } = await registerUser(t.app);
    await call("/api/cart/add", token, { itemId: "led-red" });
    const response = await call("/api/cart/update", token, { itemId: "led-red", quantity: "lots" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining("quantity must be a number") });
    expect((await cartOf(token)).cartData).toEqual({ "led-red": 1 });
  });

  it("answers 404 for a product that does not exist", async () => {
    const { token } = await registerUser(t.app);
    const response = await call("/api/cart/add", token, { itemId: "no-such-product" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Product not found." });
    expect((await cartOf(token)).cartData).toEqual({});
  });

  it("refuses out-of-stock products and more units than on hand", async () => {
    const { token } = await registerUser(t.app);
    expect((await call("/api/cart/add", token, { itemId: "gone" })).json()).toEqual({ success: false, message: "Sold Out Sensor is out of stock." });
    expect((await call("/api/cart/update", token, { itemId: "servo", quantity: 4 })).json()).toEqual({
      success: false,
      message: "Only 3 of SG90 Servo left in stock.",
    });
    expect((await cartOf(token)).cartData).toEqual({});
  });

  it("accepts an empty body on cart/get with a JSON content type", async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/cart/get",
      headers: { token, "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(200);
  });

  it("keeps lines in the order they were first added", async () => {
    const { token } = await registerUser(t.app);
    await call("/api/cart/add", token, { itemId: "servo" });
    await call("/api/cart/add", token, { itemId: "led-red" });
    await call("/api/cart/update", token, { itemId: "servo", quantity: 2 });
    await call("/api/cart/add", token, { itemId: "servo" });
    expect((await cartOf(token)).items.map((item: { _id: string }) => item._id)).toEqual(["servo", "led-red"]);
  });

  it("keeps carts per user", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await call("/api/cart/add", a.token, { itemId: "led-red" });
    expect((await cartOf(b.token)).cartData).toEqual({});
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/cart/add", payload: { itemId: "led-red" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: "Please log in to continue." });
  });
});
