import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~/src/server/db/schema";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" } });
  await addProducts(t.db, [
    productFixture({ id: "uno", name: "Arduino Uno R3", price: 450, discount: 0, stock: 50 }),
    productFixture({ id: "servo", name: "SG90 Servo", price: 149, discount: 10, stock: 10 }),
    productFixture({ id: "resistor", name: "220 Ω Resistor", price: 1, stock: 5000 }),
    productFixture({ id: "retired", name: "Old Sensor", stock: 40 }),
  ]);
  await t.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, "retired"));
});
afterAll(() => t.close());

const call = (url: string, token: string, payload: unknown = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: { token } });
const addMany = (token: string, items: unknown) => call("/api/cart/add-many", token, { items });
const cartOf = async (token: string) => (await call("/api/cart/get", token)).json();

describe("POST /api/cart/add-many", () => {
  it("adds every line to what the cart holds and answers the cart as /api/cart/get does", async () => {
    const { token } = await registerUser(t.app);
    await call("/api/cart/add", token, { itemId: "servo" });
    const response = await addMany(token, [
      { itemId: "uno", quantity: 2 },
      { itemId: "servo", quantity: 3 },
    ]);
    expect(response.statusCode).toBe(200);
    const cart = response.json();
    expect(cart.cartData).toEqual({ servo: 4, uno: 2 });
    // 2 × 450 + 4 × 134.10 = 1436.40; plus the 20.00 fee
    expect(cart).toMatchObject({ success: true, subtotal: 1436.4, deliveryFee: 20, total: 1456.4 });
    expect(cart).toEqual(await cartOf(token));
  });

  it("adds a product listed twice once, with both quantities", async () => {
    const { token } = await registerUser(t.app);
    const response = await addMany(token, [
      { itemId: "uno", quantity: 1 },
      { itemId: "uno", quantity: 4 },
    ]);
    expect(response.json().cartData).toEqual({ uno: 5 });
  });

  const refusals: Array<[string, unknown[], number, string]> = [
    ["an unknown product", [{ itemId: "no-such-part", quantity: 1 }], 404, "Product not found: no-such-part."],
    ["an archived product", [{ itemId: "retired", quantity: 1 }], 404, "Old Sensor is no longer sold."],
    ["a quantity of 0", [{ itemId: "servo", quantity: 0 }], 400, "The quantity of SG90 Servo must be a whole number from 1 to 999."],
    ["a fractional quantity", [{ itemId: "servo", quantity: 1.5 }], 400, "The quantity of SG90 Servo must be a whole number from 1 to 999."],
    [
      "more than the stock, counting the cart",
      [{ itemId: "servo", quantity: 9 }],
      409,
      "Only 10 of SG90 Servo left in stock. Your cart already holds 2.",
    ],
    ["more than one line may hold", [{ itemId: "resistor", quantity: 999 }], 400, "220 Ω Resistor: You can order at most 999 of one product."],
  ];

  it.each(refusals)("refuses the whole call for %s, naming it, and leaves the cart unchanged", async (_case, bad, status, message) => {
    const { token } = await registerUser(t.app);
    await addMany(token, [
      { itemId: "servo", quantity: 2 },
      { itemId: "resistor", quantity: 1 },
    ]);
    const before = await cartOf(token);
    const response = await addMany(token, [{ itemId: "uno", quantity: 3 }, ...bad]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
    expect(await cartOf(token)).toEqual(before);
  });

  it("checks the types of the body, at most 200 lines, and needs a login", async () => {
    const { token } = await registerUser(t.app);
    const wrongType = await addMany(token, [{ itemId: "uno", quantity: "two" }]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain("quantity must be a number");
    const tooMany = await addMany(
      token,
      Array.from({ length: 201 }, () => ({ itemId: "uno", quantity: 1 })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain("at most 200");
    expect((await addMany(token, [])).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: "POST", url: "/api/cart/add-many", payload: { items: [{ itemId: "uno", quantity: 1 }] } });
    expect(anonymous.statusCode).toBe(401);
    expect((await cartOf(token)).cartData).toEqual({});
  });
});
