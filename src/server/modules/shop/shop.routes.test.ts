import { defaultShopSettings } from "~/src/server/shared/shop-settings";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";
import { shopSettingsSchema } from "~/src/core/shapes/shop";
import { users } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";
import { DEMO_SHOP_DETAILS } from "~/src/server/db/seed/seed";

let t: TestApp;
let customer: string;
let staff: string;
let owner: string;

async function userWithRole(role: "staff" | "owner") {
  const user = await registerUser(t.app);
  await t.db.update(users).set({ role }).where(eq(users.email, user.email));
  return user.token;
}

beforeAll(async () => {
  t = await createTestApp({ env: { DELIVERY_FEE: "20" }, shopDetails: false });
  await addProducts(t.db, [productFixture({ id: "shop-led", price: 10, stock: 100 })]);
  customer = (await registerUser(t.app)).token;
  staff = await userWithRole("staff");
  owner = await userWithRole("owner");
});
afterAll(() => t.close());

const settingsOf = async (token: string) => (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { token } })).json().settings;
const put = (token: string | undefined, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/admin/settings", payload, headers: token ? { token } : {} });

describe("shop settings", () => {
  it("before any save: real contact details and the DELIVERY_FEE setting, bookings off", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/shop" });
    expect(response.statusCode).toBe(200);
    const { shop } = response.json();
    expect(shop).toMatchObject({ displayName: "Tinkerwala", deliveryFee: 20, state: "Karnataka" });
    expect(shop.phone).not.toContain("{");
    expect(shop.email).not.toContain("{");
    expect(shop).not.toHaveProperty("workshopBookingsEnabled");
    expect(await settingsOf(staff)).toMatchObject({ workshopBookingsEnabled: false, deliveryFee: 20 });
  });

  it("the demo seed's details pass the owner's rules", () => {
    expect(shopSettingsSchema.safeParse({ ...defaultShopSettings(t.config), ...DEMO_SHOP_DETAILS }).success).toBe(true);
  });

  it("refuses strangers (401) and customers (403); staff may read but not save (403)", async () => {
    const settings = await settingsOf(owner);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/settings" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { token: customer } })).statusCode).toBe(403);
    expect((await put(undefined, settings)).statusCode).toBe(401);
    // The role is checked before the body: a customer learns nothing from a bad one.
    expect((await put(customer, { phone: "x" })).statusCode).toBe(403);
    const byStaff = await put(staff, { ...settings, deliveryFee: 99 });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({ success: false, message: "Only the shop's owner can do this." });
    expect((await settingsOf(owner)).deliveryFee).toBe(20);
  });

  it.each([
    [{ phone: "12345" }, "field 'phone'", "10-digit Indian mobile"],
    [{ email: "not-an-email" }, "field 'email'", "valid email"],
    [{ gstin: "29ABC" }, "field 'gstin'", "15 characters"],
    [{ deliveryFee: -1 }, "field 'deliveryFee'", "cannot be negative"],
    [{ deliveryFee: 10.005 }, "field 'deliveryFee'", "2 decimals"],
    [{ addressLines: [] }, "field 'addressLines'", "at least one line"],
    [{ addressLines: ["a", "b", "c", "d", "e", "f"] }, "field 'addressLines'", "at most 5"],
    [{ legalName: " " }, "field 'legalName'", "Legal name is required."],
    [{ workshopBookingsEnabled: "yes" }, "field 'workshopBookingsEnabled'", "true or false"],
  ])("refuses %j with 400 naming the field, and changes nothing", async (change, field, text) => {
    const before = await settingsOf(owner);
    const response = await put(owner, { ...before, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(response.json().message).toContain(field);
    expect(response.json().message).toContain(text);
    expect(await settingsOf(owner)).toEqual(before);
  });

  it("refuses a body missing a field (the whole object is required)", async () => {
    const { hours: _hours, ...partial } = await settingsOf(owner);
    const response = await put(owner, partial);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("field 'hours'");
  });

  it("the owner's save applies to the shop, the next cart and the next order, and is audited", async () => {
    const before = await settingsOf(owner);
    const next = {
      ...before,
      phone: "+91 98450 12345",
      gstin: "29aahct4821k1zy",
      deliveryFee: 45.5,
      addressLines: ["12 Church Street", "Bengaluru 560001"],
    };
    const response = await put(owner, next);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({ phone: "+91 98450 12345", gstin: "29AAHCT4821K1ZY", deliveryFee: 45.5 });

    const { shop } = (await t.app.inject({ method: "GET", url: "/api/shop" })).json();
    expect(shop).toMatchObject({ phone: "+91 98450 12345", deliveryFee: 45.5, addressLines: ["12 Church Street", "Bengaluru 560001"] });

    const buyer = (await registerUser(t.app)).token;
    await t.app.inject({ method: "POST", url: "/api/cart/add", payload: { itemId: "shop-led" }, headers: { token: buyer } });
    const cart = (await t.app.inject({ method: "POST", url: "/api/cart/get", headers: { token: buyer } })).json();
    expect(cart).toMatchObject({ subtotal: 10, deliveryFee: 45.5, total: 55.5 });
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/order/place",
      headers: { token: buyer },
      payload: { address: validAddress, items: [{ _id: "shop-led", quantity: 1 }], amount: 55.5 },
    });
    expect(placed.json()).toMatchObject({ success: true });
    const { orders } = (await t.app.inject({ method: "POST", url: "/api/order/userorders", headers: { token: buyer } })).json();
    expect(orders[0]).toMatchObject({ deliveryFee: 45.5, amount: 55.5 });

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(entries).toHaveLength(1);
    expect(entries[0].before).toMatchObject({ deliveryFee: 20, phone: before.phone });
    expect(entries[0].after).toMatchObject({ deliveryFee: 45.5, phone: "+91 98450 12345" });
    expect(entries[0].after).not.toHaveProperty("email");
  });
});
