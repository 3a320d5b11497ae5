import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { auditLog } from "~/src/server/db/schema-staff";
import { adminCall, newProduct, staffToken } from "./admin-catalog.test-helpers";

let t: TestApp;
let staff: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" } });
  await addProducts(
    t.db,
    Array.from({ length: 7 }, (_, i) => productFixture({ id: `kit-part-${i}`, price: 100, discount: 0, stock: 5 })),
  );
  staff = adminCall(t, await staffToken(t));
});
afterAll(() => t.close());

const publicIds = async () => (await t.app.inject("/api/product/list")).json().products.map((p: { _id: string }) => p._id);

describe("archive and restore", () => {
  it("an archived product leaves the list, search, page, cart and checkout; an old order keeps its copy; restore brings it back", async () => {
    await staff.post("/api/admin/products", newProduct({ _id: "to-archive", name: "Archive Me Sensor", stock: 10, discount: 0, price: 100 }));
    const customer = await registerUser(t.app);
    const post = (url: string, payload: object = {}) => t.app.inject({ method: "POST", url, payload, headers: { token: customer.token } });
    await post("/api/cart/update", { itemId: "to-archive", quantity: 1 });
    const placed = await post("/api/order/place", { address: validAddress, items: [{ _id: "to-archive", quantity: 1 }], amount: 120 });
    expect(placed.json()).toMatchObject({ success: true });
    await post("/api/cart/update", { itemId: "to-archive", quantity: 2 });

    const archived = await staff.delete("/api/admin/products/to-archive");
    expect(archived.statusCode).toBe(200);
    expect(archived.json().product).toMatchObject({ _id: "to-archive", archived: true });

    expect(await publicIds()).not.toContain("to-archive");
    expect((await t.app.inject("/api/products?q=Archive%20Me")).json()).toMatchObject({ products: [], total: 0 });
    expect((await t.app.inject("/api/products?ids=to-archive")).json().products).toEqual([]);
    expect((await t.app.inject("/api/products/to-archive")).statusCode).toBe(404);
    const cart = (await post("/api/cart/get")).json();
    expect(cart).toMatchObject({ cartData: {}, items: [], total: 0 });
    const add = await post("/api/cart/add", { itemId: "to-archive" });
    expect(add.statusCode).toBe(404);
    expect(add.json().message).toBe("This product is no longer sold.");
    const order = await post("/api/order/place", { address: validAddress, items: [{ _id: "to-archive", quantity: 1 }], amount: 120 });
    expect(order.json()).toMatchObject({ success: false, message: expect.stringContaining("no longer sold") });
    const orders = (await post("/api/order/userorders")).json().orders;
    expect(orders).toHaveLength(1);
    expect(orders[0].items).toEqual([expect.objectContaining({ _id: "to-archive", name: "Archive Me Sensor", price: 100, quantity: 1 })]);

    // Staff still see it, and may filter by it.
    const list = (await staff.get("/api/admin/products?archived=true")).json();
    expect(list.products.map((p: { _id: string }) => p._id)).toEqual(["to-archive"]);

    const restored = await staff.post("/api/admin/products/to-archive/restore");
    expect(restored.json().product).toMatchObject({ archived: false });
    expect(await publicIds()).toContain("to-archive");
    expect((await post("/api/cart/get")).json().cartData).toEqual({ "to-archive": 2 });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.target, "product:to-archive"))).map((entry) => entry.action);
    expect(actions).toEqual(["product.create", "product.archive", "product.restore"]);
  });

  it("an archived product leaves the kit builder's list and cannot be ordered in a kit", async () => {
    await staff.delete("/api/admin/products/kit-part-6");
    const ids = Array.from({ length: 7 }, (_, i) => `kit-part-${i}`);
    expect((await t.app.inject(`/api/products?ids=${ids.join(",")}`)).json().products).toHaveLength(6);
    const customer = await registerUser(t.app);
    const kit = await t.app.inject({
      method: "POST",
      url: "/api/kit-orders",
      payload: { products: ids.map((_id) => ({ _id, quantity: 1 })), totalAmount: 700, discount: 35, finalAmount: 665, address: validAddress },
      headers: { token: customer.token },
    });
    expect(kit.json()).toMatchObject({ success: false, message: expect.stringContaining("no longer sold") });
    expect((await staff.get("/api/admin/products/kit-part-0")).json().product.stock).toBe(5);
  });

  it("answers 404 for an unknown product", async () => {
    expect((await staff.delete("/api/admin/products/missing")).statusCode).toBe(404);
    expect((await staff.post("/api/admin/products/missing/restore")).statusCode).toBe(404);
  });
});
