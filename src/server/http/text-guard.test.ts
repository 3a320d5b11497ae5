import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { users } from "~/src/server/db/schema";

let t: TestApp;
let dataDir: string;
let token: string;
let staffToken: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "tinkerwala-text-guard-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir, DELIVERY_FEE: "0" } });
  await addProducts(t.db, [
    productFixture({ id: "uno", name: "Arduino Uno", stock: 20 }),
    ...KIT_PARTS.map((id) => productFixture({ id, name: `Kit ${id}`, price: 100, stock: 20 })),
  ]);
  token = (await registerUser(t.app)).token;
  const staff = await registerUser(t.app);
  staffToken = staff.token;
  await t.db
    .update(users)
    .set({ role: "staff" })
    .where(sql`${users.email} = ${staff.email}`);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const KIT_PARTS = ["k1", "k2", "k3", "k4", "k5", "k6", "k7"];
const TABLES = ["users", "addresses", "cart_items", "orders", "order_lines", "categories", "products"];
const counts = async () => {
  const result: Record<string, number> = {};
  for (const table of TABLES) result[table] = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n as number;
  return result;
};
const post = (url: string, payload: object, headers: Record<string, string> = { token }) => t.app.inject({ method: "POST", url, payload, headers });
const order = (address: object, items: object[] = [{ _id: "uno", quantity: 1 }]) => ({ address, items, amount: 100, paymentMethod: "cod" });
const kitOrder = (address: object) => ({
  products: KIT_PARTS.map((_id) => ({ _id, quantity: 1 })),
  totalAmount: 700,
  discount: 35,
  finalAmount: 665,
  paymentMethod: "cod",
  address,
});

const BAD = { NUL: "\u0000", "a lone surrogate": "\ud800", "an escape character": "\u001b", DEL: "\u007f" };

describe.each(Object.entries(BAD))("a body string containing %s", (_label, bad) => {
  const cases: Array<[string, () => Promise<{ statusCode: number; json: () => { success: boolean; message: string } }>, string]> = [
    ["register name", () => post("/api/user/register", { name: `Asha${bad}`, email: "asha.new@example.in", password: "correct-horse-9" }), "name"],
    ["register e-mail", () => post("/api/user/register", { name: "Asha", email: `asha${bad}@example.in`, password: "correct-horse-9" }), "email"],
    ["login e-mail", () => post("/api/user/login", { email: `asha${bad}@example.in`, password: "correct-horse-9" }), "email"],
    ["cart add itemId", () => post("/api/cart/add", { itemId: `uno${bad}` }), "itemId"],
    ["cart update itemId", () => post("/api/cart/update", { itemId: `uno${bad}`, quantity: 1 }), "itemId"],
    ["saved address", () => post("/api/user/address", { ...validAddress, street: `12 MG Road${bad}` }), "street"],
    ["saved address (wrapped)", () => post("/api/user/address", { address: { ...validAddress, city: `Pune${bad}` } }), "address.city"],
    ["order address", () => post("/api/order/place", order({ ...validAddress, street: `12 MG Road${bad}` })), "address.street"],
    ["order item _id", () => post("/api/order/place", order(validAddress, [{ _id: `uno${bad}`, quantity: 1 }])), "items.0._id"],
    ["kit-order address", () => post("/api/kit-orders", kitOrder({ ...validAddress, state: `Maharashtra${bad}` })), "address.state"],
    ["a field name", () => post("/api/order/place", order({ ...validAddress, [`x${bad}`]: "1" })), "address.x"],
    ["admin category", () => post("/api/admin/categories", { name: `Tools${bad}` }, { token: staffToken }), "name"],
  ];
  it.each(cases)("%s: 400 naming the field, nothing stored", async (_name, send, field) => {
    const before = await counts();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(`field '${field}`) });
    expect(response.json().message).toMatch(/contains a character that is not allowed\.$/);
    expect(await counts()).toEqual(before);
  });
});

describe("query strings and route params", () => {
  it.each([
    ["/api/products?q=uno%00", "query field 'q'"],
    ["/api/products?category=Sensors%00", "query field 'category'"],
    ["/api/products?%00=1", "query field '\\u0000'"],
    ["/api/products/uno%00", "path field 'id'"],
    ["/api/blogs/post%00", "path field 'id'"],
    ["/api/products/uno%1B", "path field 'id'"],
  ])("GET %s answers 400 naming %s", async (url, field) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: `Invalid request: ${field} contains a character that is not allowed.` });
  });

  it("takes a query value that does not decode as the text it is (no 5xx)", async () => {
    const response = await t.app.inject("/api/products?q=%ED%A0%80");
    expect(response.statusCode).toBe(200);
  });
});

describe("malformed URLs", () => {
  it.each(["/api/products/%ED%A0%80", "/api/blogs/%E0%A4%A", "/api/products/%", "/%E0%A4%A"])(
    "GET %s answers 400 in the shop's shape",
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: "Invalid request: the address (URL) is not correctly encoded." });
    },
  );
});

describe("over-long route params", () => {
  it("answers 414 in the shop's shape", async () => {
    const response = await t.app.inject(`/api/products/${"x".repeat(150)}`);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: "Invalid request: the address (URL) is too long." });
  });
});

describe("text the shop accepts", () => {
  const indian = {
    ...validAddress,
    firstName: "आशा",
    lastName: "வர்மா",
    street: "१२ एमजी रोड 🏠👩🏽‍🔧, near the school\tgate, தமிழ்நாடு 🌴",
    city: "पुणे",
    // The state is the invoice's place of supply (issue 22): it must name one, so it keeps Pune's.
    state: "Maharashtra",
  };

  it("stores Hindi, Tamil and emoji intact in a saved address", async () => {
    const saved = await post("/api/user/address", indian);
    expect(saved.json()).toMatchObject({ success: true });
    const list = (await t.app.inject({ method: "GET", url: "/api/user/addresses", headers: { token } })).json();
    expect(list.addresses).toContainEqual({ ...indian, _id: saved.json().address._id, isDefault: expect.any(Boolean) });
  });

  it("stores them intact in an order's address and a kit order's address", async () => {
    const placed = await post("/api/order/place", order(indian));
    expect(placed.json()).toMatchObject({ success: true });
    const orders = (await post("/api/order/userorders", {})).json().orders;
    expect(orders.find((o: { _id: string }) => o._id === placed.json().orderId).address).toEqual(indian);

    const kit = await post("/api/kit-orders", kitOrder(indian));
    expect(kit.json()).toMatchObject({ success: true });
    expect(kit.json().order.address).toEqual(indian);
  });
});

describe("bodies that are not JSON", () => {
  it("refuses a CSV import containing NUL and imports nothing", async () => {
    const before = await counts();
    const csv = "id,name,category,price,discount,stock\nnew-one,New\u0000One,Sensors,10,0,5\n";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/products/import",
      payload: csv,
      headers: { token: staffToken, "content-type": "text/csv" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Invalid request: the request body contains a character that is not allowed." });
    expect(await counts()).toEqual(before);
  });

  it("leaves multipart uploads alone: an image's bytes include NUL", async () => {
    const png = await sharp({ create: { width: 120, height: 100, channels: 3, background: { r: 1, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    expect(png.includes(0)).toBe(true);
    const boundary = "----text-guard-boundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/uploads",
      payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token: staffToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });
});
