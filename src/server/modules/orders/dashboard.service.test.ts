import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, type TestApp } from "~/tests/support/test-app";
import { orders, products } from "~/src/server/db/schema";
import { enquiries } from "~/src/server/db/schema-staff";
import { call, placeKitOrder, placeOrder, staffToken } from "~/tests/support/orders";

let t: TestApp;
let staff: string;
const kitIds = Array.from({ length: 7 }, (_, i) => `dash-kit-${i}`);

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "list-a", name: "List Board A", price: 100, stock: 500 }),
    productFixture({ id: "list-b", name: "List Board B", price: 100, stock: 500 }),
    ...kitIds.map((id) => productFixture({ id, price: 100, stock: 50 })),
  ]);
  staff = await staffToken(t);
});
afterAll(() => t.close());

describe("GET /api/admin/dashboard", () => {
  it("counts orders to pack, shipped today, low stock and unanswered enquiries", async () => {
    const buyer = await registerUser(t.app);
    await placeOrder(t, buyer.token, { "list-a": 1 });
    const packing = await placeOrder(t, buyer.token, { "list-a": 1 });
    const shipped = await placeOrder(t, buyer.token, { "list-a": 1 });
    await placeKitOrder(t, buyer.token, kitIds);
    const shippedKit = await placeKitOrder(t, buyer.token, kitIds);
    await call(t, "POST", `/api/admin/orders/${packing}/status`, staff, { status: "packing" });
    await call(t, "POST", `/api/admin/orders/${shipped}/status`, staff, { status: "packing" });
    await call(t, "POST", `/api/admin/orders/${shipped}/status`, staff, { status: "shipped", courier: "DTDC", trackingNumber: "D1" });
    await call(t, "POST", `/api/admin/kit-orders/${shippedKit}/status`, staff, { status: "processing" });
    await call(t, "POST", `/api/admin/kit-orders/${shippedKit}/status`, staff, { status: "shipped", courier: "DTDC", trackingNumber: "D2" });
    // An order shipped yesterday does not count as shipped today.
    const yesterday = new Date(Date.now() - 36 * 3600 * 1000).toISOString();
    const old = await placeOrder(t, buyer.token, { "list-a": 1 });
    await t.db
      .update(orders)
      .set({ status: "delivered", history: [{ status: "shipped", at: yesterday }] })
      .where(eq(orders.id, old));

    await t.db.update(products).set({ stock: 2, lowStockThreshold: 5 }).where(eq(products.id, "list-b"));
    await t.db.update(products).set({ stock: 0, lowStockThreshold: 5, archivedAt: new Date() }).where(eq(products.id, kitIds[6]));
    await t.db.insert(enquiries).values([
      { name: "A", email: "a@example.in", message: "Do you sell LiPo batteries?" },
      { name: "B", email: "b@example.in", message: "Thanks!", answeredAt: new Date() },
    ]);

    // The kit's parcel comes back undelivered: on its way back until received.
    await call(t, "POST", `/api/admin/kit-orders/${shippedKit}/return-to-origin`, staff, { reason: "Refused at the door" });

    const body = (await call(t, "GET", "/api/admin/dashboard", staff)).json();
    expect(body).toEqual({
      success: true,
      toPack: { orders: 2, kitOrders: 1 },
      shippedToday: { orders: 1, kitOrders: 1 },
      lowStock: [{ _id: "list-b", name: "List Board B", stock: 2, lowStockThreshold: 5, waitingAlerts: 0 }],
      newEnquiries: 1,
      parcelsReturning: { orders: 0, kitOrders: 1 },
      returnsToHandle: 0,
    });
    // Low stock is capped at 20 rows.
    await t.db.execute(
      sql`insert into products (id, name, price_paise, sale_price_paise, category_id)
          select 'low-' || g, 'Low ' || g, 100, 100, (select min(id) from categories) from generate_series(1, 25) as g`,
    );
    expect((await call(t, "GET", "/api/admin/dashboard", staff)).json().lowStock).toHaveLength(20);
  });
});
