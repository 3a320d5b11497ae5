import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createSecondInstance, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { adminCall, staffToken } from "~/tests/support/catalog";
import { blogPosts } from "~/src/server/db/schema";

/**
 * Two instances of the shop on one database, each keeping the catalog in memory: whatever changes what
 * the shop shows, on either instance or in the database directly, shows on the other within a second
 * (stock within a few seconds), and unchanged answers are 304 to a client holding their ETag.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof createSecondInstance>>;
let staff: ReturnType<typeof adminCall>;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "cache-uno", name: "Arduino Uno R3", price: 650, stock: 40, category: "Boards & Microcontrollers" }),
    productFixture({ id: "cache-hcsr04", name: "HC-SR04 Ultrasonic Sensor", price: 120, stock: 25, category: "Sensors" }),
  ]);
  await t.db.insert(blogPosts).values({ id: "cache-post", title: "Blinking an LED", date: "2026-11-01", content: "<p>Blink.</p>" });
  ownerToken = await staffToken(t, "owner");
  staff = adminCall(t, ownerToken);
  other = await createSecondInstance(t);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The parts of the answers these tests look at. */
interface Shown {
  success: boolean;
  product: { name: string; price: number; stock: number; discount: number; salePrice: number };
  products: Array<{ _id: string; name: string }>;
  categories: Array<{ name: string }>;
  post: { title: string };
  shop: { phone: string };
}

const onOther = async (url: string) => (await other.app.inject(url)).json() as Shown;

/** Polls the other instance until `seen` holds, for at most `withinMs`; returns how long it took. */
async function shownOnOther(url: string, seen: (body: Shown) => boolean, withinMs = 1000): Promise<number> {
  const started = Date.now();
  let body = await onOther(url);
  while (!seen(body)) {
    if (Date.now() - started > withinMs) throw new Error(`${url} still shows ${JSON.stringify(body).slice(0, 300)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    body = await onOther(url);
  }
  return Date.now() - started;
}

describe("the catalog in memory", () => {
  it("a staff call that may change the catalog empties this instance's memory as it answers; reads and customers' calls do not", async () => {
    const generation = () => t.app.catalogCache.stats.generation;
    const before = generation();
    expect((await staff.get("/api/admin/products")).statusCode).toBe(200);
    await t.app.inject({ method: "POST", url: "/api/cart/get", payload: {} });
    expect(generation()).toBe(before);
    // Refused, so the database has nothing to announce: only the staff call itself can move the cache on.
    expect((await staff.post("/api/admin/products", {})).statusCode).toBe(400);
    expect(generation()).toBe(before + 1);
  });

  it("answers from memory: a change the database does not announce is not seen", async () => {
    const before = await onOther("/api/products/cache-uno");
    // session_replication_role = replica switches triggers off for this one transaction: no notification.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set name = 'Unannounced name' where id = 'cache-uno'`);
    });
    expect((await onOther("/api/products/cache-uno")).product.name).toBe(before.product.name);
    // Announced (as the trigger does), it is seen.
    await t.db.execute(sql`select pg_notify('tw_catalog', 'content')`);
    await shownOnOther("/api/products/cache-uno", (body) => body.product.name === "Unannounced name");
  });

  it("a staff edit on one instance shows on the other within a second: product, price, category, archive", async () => {
    await onOther("/api/products?category=Sensors");
    expect((await staff.patch("/api/admin/products/cache-hcsr04", { name: "HC-SR04 Distance Sensor", price: 99 })).statusCode).toBe(200);
    await shownOnOther("/api/products/cache-hcsr04", (body) => body.product.name === "HC-SR04 Distance Sensor" && body.product.price === 99);
    await shownOnOther("/api/products?category=Sensors", (body) => body.products.some((p) => p.name === "HC-SR04 Distance Sensor"));

    const categories = (await staff.get("/api/admin/categories")).json().categories;
    const sensors = categories.find((c: { name: string }) => c.name === "Sensors");
    expect((await staff.patch(`/api/admin/categories/${sensors.id}`, { name: "Sensors & Modules" })).statusCode).toBe(200);
    await shownOnOther("/api/category/all", (body) => body.categories.some((c) => c.name === "Sensors & Modules"));

    expect((await staff.delete("/api/admin/products/cache-hcsr04")).statusCode).toBe(200);
    await shownOnOther("/api/product/list", (body) => !body.products.some((p) => p._id === "cache-hcsr04"));
    await shownOnOther("/api/products/cache-hcsr04", (body) => body.success === false);
  });

  it("a CSV import, a blog edit and the shop's settings show on the other instance within a second", async () => {
    const csv = (await staff.get("/api/admin/products/export.csv")).body.replace(/Arduino Uno R3|Unannounced name/, "Arduino Uno R3 (imported)");
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/products/import",
      payload: csv,
      headers: { token: ownerToken, "content-type": "text/csv" },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    await shownOnOther("/api/products/cache-uno", (body) => body.product.name === "Arduino Uno R3 (imported)");

    await onOther("/api/blogs/cache-post");
    expect((await staff.patch("/api/admin/blog/cache-post", { title: "Blinking two LEDs" })).statusCode).toBe(200);
    await shownOnOther("/api/blogs/cache-post", (body) => body.post.title === "Blinking two LEDs");

    await onOther("/api/shop");
    const settings = (await staff.get("/api/admin/settings")).json().settings;
    expect(
      (
        await t.app.inject({
          method: "PUT",
          url: "/api/admin/settings",
          payload: { ...settings, phone: "+91 80 4000 1234" },
          headers: { token: ownerToken },
        })
      ).statusCode,
    ).toBe(200);
    await shownOnOther("/api/shop", (body) => body.shop.phone === "+91 80 4000 1234");
  });

  it("stock shown on the other instance follows staff adjustments and orders within a few seconds", async () => {
    const stockOf = (body: Shown) => body.product.stock;
    const start = stockOf(await onOther("/api/products/cache-uno"));
    expect((await staff.post("/api/admin/products/cache-uno/stock", { change: 5, reason: "received" })).statusCode).toBe(200);
    await shownOnOther("/api/products/cache-uno", (body) => stockOf(body) === start + 5, 3000);

    const customer = await registerUser(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/cart/update",
      payload: { itemId: "cache-uno", quantity: 2 },
      headers: { token: customer.token },
    });
    const product = (await onOther("/api/products/cache-uno")).product;
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order/place",
      headers: { token: customer.token },
      payload: { address: validAddress, items: [{ _id: "cache-uno", quantity: 2 }], amount: product.salePrice * 2 + 20 },
    });
    expect(placed.json().success, placed.body).toBe(true);
    await shownOnOther("/api/products/cache-uno", (body) => stockOf(body) === start + 3, 3000);
  });

  it("answers 304 to a client holding the current ETag, and 200 with a new one after a change", async () => {
    const first = await other.app.inject("/api/products/cache-uno");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["cache-control"]).toContain("public");
    const again = await other.app.inject({ url: "/api/products/cache-uno", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await staff.patch("/api/admin/products/cache-uno", { discount: 15 });
    await shownOnOther("/api/products/cache-uno", (body) => body.product.discount === 15);
    const changed = await other.app.inject({ url: "/api/products/cache-uno", headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("serves from the database while it cannot hear changes, and listens again by itself", async () => {
    await onOther("/api/products/cache-uno");
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN tw_catalog' and datname = current_database()`,
    );
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update products set name = 'Changed while deaf' where id = 'cache-uno'`);
    });
    // Both instances lost their listener; neither may answer from memory until it hears again, and
    // when it does it starts afresh, so the unannounced change is shown either way.
    await shownOnOther("/api/products/cache-uno", (body) => body.product.name === "Changed while deaf", 3000);
    for (let waited = 0; !other.app.catalogCache.stats.live; waited += 50) {
      if (waited > 10_000) throw new Error("did not listen again");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(other.app.catalogCache.stats.live).toBe(true);
  });
});
