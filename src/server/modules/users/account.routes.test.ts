import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KIT_MIN_ITEMS } from "~/src/core/constants";
import { kitTotals } from "~/src/core/pricing";
import type { AdminKitOrder, AdminOrder } from "~/src/core/shapes/admin-orders";
import { users } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";
import { accountWithRole } from "~/tests/support/staff-accounts";
import { addProducts, createTestApp, productFixture, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
const kitProducts = Array.from({ length: KIT_MIN_ITEMS }, () => productFixture({ price: 120, stock: 100 }));
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, kitProducts);
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { token } : {} });
const post = (url: string, token?: string, payload?: object) => call("POST", url, token, payload);
const login = (email: string, password: string) => post("/api/user/login", undefined, { email, password });
const addressList = async (token: string) => (await call("GET", "/api/user/addresses", token)).json().addresses as Array<Record<string, unknown>>;

async function saveAddress(token: string, change: Partial<typeof validAddress> = {}) {
  const answer = await post("/api/user/address", token, { ...validAddress, ...change });
  return answer.json().address._id as string;
}

describe("GET and POST /api/user/me", () => {
  it("shows name, e-mail and mail preference, and needs a session", async () => {
    const user = await registerUser(t.app, { name: "Kavya Nair" });
    const me = await call("GET", "/api/user/me", user.token);
    expect(me.json()).toEqual({ success: true, user: { name: "Kavya Nair", email: user.email, mailUpdates: true, language: "en" } });
    expect((await call("GET", "/api/user/me")).statusCode).toBe(401);
  });

  it("changes the name without a password, and the e-mail only with the current password", async () => {
    const user = await registerUser(t.app);
    const renamed = await post("/api/user/me", user.token, { name: "  Kavya N  " });
    expect(renamed.json()).toMatchObject({ success: true, user: { name: "Kavya N", email: user.email } });

    const noPassword = await post("/api/user/me", user.token, { email: "kavya.new@example.in" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ success: false, message: "Please enter your current password to change your e-mail." });
    const wrong = await post("/api/user/me", user.token, { email: "kavya.new@example.in", currentPassword: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: "Your current password is not correct." });
    expect((await call("GET", "/api/user/me", user.token)).json().user.email).toBe(user.email);

    const moved = await post("/api/user/me", user.token, { email: "Kavya.New@Example.in", currentPassword: user.password });
    expect(moved.json()).toMatchObject({ success: true, user: { email: "kavya.new@example.in" } });
    expect((await login("kavya.new@example.in", user.password)).json().success).toBe(true);
    expect((await login(user.email, user.password)).json().success).toBe(false);
  });

  it("refuses a malformed e-mail, an empty name and an e-mail another account has", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const bad = await post("/api/user/me", user.token, { email: "kavya@", currentPassword: user.password });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "Please enter a valid email address."]);
    const empty = await post("/api/user/me", user.token, { name: "   " });
    expect([empty.statusCode, empty.json().message]).toEqual([400, "Name is required."]);
    const taken = await post("/api/user/me", user.token, { email: other.email.toUpperCase(), currentPassword: user.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: "An account with this email already exists." });
  });
});

describe("POST /api/user/password", () => {
  it("needs the current password, keeps this session and ends every other one", async () => {
    const user = await registerUser(t.app);
    const phone = (await login(user.email, user.password)).json().token as string;

    const wrong = await post("/api/user/password", user.token, { currentPassword: "guess-guess", password: "a-new-secret-42" });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, "Your current password is not correct."]);
    const weak = await post("/api/user/password", user.token, { currentPassword: user.password, password: "short" });
    expect([weak.statusCode, weak.json().message]).toEqual([400, "Password must be at least 8 characters."]);
    const common = await post("/api/user/password", user.token, { currentPassword: user.password, password: "iloveyou" });
    expect(common.json().message).toContain("one of the most common");
    expect((await call("GET", "/api/user/me", phone)).statusCode).toBe(200);

    const changed = await post("/api/user/password", user.token, { currentPassword: user.password, password: "a-new-secret-42" });
    expect(changed.json()).toEqual({ success: true, message: "Your password is changed. 1 other session was logged out." });
    expect((await call("GET", "/api/user/me", user.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/user/me", phone)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).json()).toEqual({ success: false, message: "Invalid email or password." });
    expect((await login(user.email, "a-new-secret-42")).json().success).toBe(true);
  });
});

describe("saved addresses", () => {
  it("makes the first address the default, lists the default first, and lets the user choose another", async () => {
    const { token } = await registerUser(t.app);
    const home = await saveAddress(token, { street: "1 Home Street" });
    const office = await saveAddress(token, { street: "2 Office Road" });
    expect((await addressList(token)).map((address) => [address.street, address.isDefault])).toEqual([
      ["1 Home Street", true],
      ["2 Office Road", false],
    ]);

    const chosen = await post(`/api/user/addresses/${office}/default`, token);
    expect(chosen.json()).toEqual({ success: true, message: "Checkout will use this address first." });
    expect((await addressList(token)).map((address) => [address._id, address.isDefault])).toEqual([
      [office, true],
      [home, false],
    ]);
  });

  it("edits an address with the same rules as saving one, keeping its default mark", async () => {
    const { token } = await registerUser(t.app);
    const id = await saveAddress(token);
    const edited = await call("PUT", `/api/user/addresses/${id}`, token, { ...validAddress, city: "Nashik", zipcode: "422001" });
    expect(edited.json()).toEqual({
      success: true,
      message: "Address saved.",
      address: { ...validAddress, city: "Nashik", zipcode: "422001", _id: id, isDefault: true },
    });
    const bad = await call("PUT", `/api/user/addresses/${id}`, token, { ...validAddress, zipcode: "012345" });
    expect([bad.statusCode, bad.json().message]).toEqual([400, "PIN must be 6 digits and cannot start with 0."]);
    expect((await addressList(token))[0]).toMatchObject({ city: "Nashik", zipcode: "422001" });
  });

  it("deletes an address; deleting the default makes the newest remaining one the default", async () => {
    const { token } = await registerUser(t.app);
    const first = await saveAddress(token, { street: "First" });
    await saveAddress(token, { street: "Second" });
    const third = await saveAddress(token, { street: "Third" });
    const plain = await call("DELETE", `/api/user/addresses/${third}`, token);
    expect(plain.json()).toEqual({ success: true, message: "Address deleted." });
    expect((await addressList(token)).map((address) => [address.street, address.isDefault])).toEqual([
      ["First", true],
      ["Second", false],
    ]);
    await call("DELETE", `/api/user/addresses/${first}`, token);
    expect((await addressList(token)).map((address) => [address.street, address.isDefault])).toEqual([["Second", true]]);
  });

  it("answers 404 for another user's address and for an unknown id, and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const id = await saveAddress(owner.token, { street: "Owner's street" });
    await saveAddress(stranger.token);
    for (const [method, url, body] of [
      ["PUT", `/api/user/addresses/${id}`, { ...validAddress, street: "Hijacked" }],
      ["DELETE", `/api/user/addresses/${id}`, undefined],
      ["POST", `/api/user/addresses/${id}/default`, undefined],
      ["DELETE", "/api/user/addresses/not-a-uuid", undefined],
      ["POST", "/api/user/addresses/00000000-0000-4000-8000-000000000000/default", undefined],
    ] as const) {
      const answer = await call(method, url, stranger.token, body);
      expect([answer.statusCode, answer.json()], `${method} ${url}`).toEqual([404, { success: false, message: "No such saved address." }]);
    }
    expect(await addressList(owner.token)).toEqual([expect.objectContaining({ _id: id, street: "Owner's street", isDefault: true })]);
    expect((await addressList(stranger.token)).map((address) => address.isDefault)).toEqual([true]);
  });
});

describe("POST /api/user/preferences", () => {
  it("turns shipping and delivery mails off and on again", async () => {
    const { token } = await registerUser(t.app);
    const off = await post("/api/user/preferences", token, { mailUpdates: false });
    expect(off.json()).toMatchObject({ success: true, user: { mailUpdates: false } });
    expect((await call("GET", "/api/user/me", token)).json().user.mailUpdates).toBe(false);
    await post("/api/user/preferences", token, { mailUpdates: true });
    expect((await call("GET", "/api/user/me", token)).json().user.mailUpdates).toBe(true);
    expect((await post("/api/user/preferences", token, { mailUpdates: "no" })).statusCode).toBe(400);
  });
});

/** How many rows of each of the user's own tables there are. */
async function rowsOf(userId: string) {
  const count = (table: string) => sql`(select count(*)::int from ${sql.identifier(table)} where user_id = ${userId})`;
  const result = await t.db.execute(sql`select ${count("sessions")} as sessions, ${count("addresses")} as addresses, ${count("cart_items")} as cart,
    ${count("trusted_devices")} as devices, ${count("idempotency_keys")} as keys, ${count("mail_outbox")} as mails`);
  return result.rows[0] as Record<string, number>;
}

describe("POST /api/user/delete", () => {
  async function customerWithOrders() {
    const user = await registerUser(t.app, { name: "Rohan Mehta" });
    await saveAddress(user.token);
    await post("/api/cart/add", user.token, { itemId: kitProducts[0].id });
    const cart = (await post("/api/cart/get", user.token)).json();
    const order = await t.app.inject({
      method: "POST",
      url: "/api/order/place",
      headers: { token: user.token, "idempotency-key": `delete-test-${user.email}` },
      payload: { items: [{ _id: kitProducts[0].id, quantity: 1 }], amount: cart.total, address: validAddress },
    });
    expect(order.json().success).toBe(true);
    const kit = kitTotals(kitProducts.map(() => ({ pricePaise: 12_000, discount: 0 })));
    const kitOrder = await post("/api/kit-orders", user.token, {
      products: kitProducts.map((product) => ({ _id: product.id, quantity: 1 })),
      totalAmount: kit.totalPaise / 100,
      discount: kit.discountPaise / 100,
      finalAmount: kit.finalPaise / 100,
      address: validAddress,
    });
    expect(kitOrder.json().success).toBe(true);
    await post("/api/cart/add", user.token, { itemId: kitProducts[1].id });
    // Signing in marks this client as a trusted device of the account.
    expect((await login(user.email, user.password)).json().success).toBe(true);
    return { ...user, orderId: order.json().orderId as string };
  }

  it("needs the password, then anonymises the account and keeps its orders for staff without personal details", async () => {
    const owner = await accountWithRole(t, "owner");
    const user = await customerWithOrders();
    const [{ id }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));

    expect(Object.values(await rowsOf(id)).every((count) => count > 0)).toBe(true);
    const wrong = await post("/api/user/delete", user.token, { password: "not-the-password" });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, "Your current password is not correct."]);
    expect((await call("GET", "/api/user/me", user.token)).statusCode).toBe(200);

    const deleted = await post("/api/user/delete", user.token, { password: user.password });
    expect(deleted.json()).toMatchObject({ success: true, message: expect.stringContaining("Your account is deleted.") });
    expect((await call("GET", "/api/user/me", user.token)).statusCode).toBe(401);
    const again = await login(user.email, user.password);
    const unknown = await login("nobody-at-all@example.in", user.password);
    expect(again.json()).toEqual(unknown.json());
    expect(await login(`deleted-${id}@deleted.invalid`, user.password).then((answer) => answer.json().success)).toBe(false);

    const staffOrders = (await call("GET", "/api/admin/orders", owner.token)).json().orders as AdminOrder[];
    const order = staffOrders.find((entry) => entry._id === user.orderId)!;
    expect(order.customer).toEqual({ name: "Deleted customer", email: `deleted-${id}@deleted.invalid` });
    const detail = (await call("GET", `/api/admin/orders/${user.orderId}`, owner.token)).json().order;
    expect(detail.address).toEqual({
      firstName: "Deleted",
      lastName: "customer",
      email: "",
      street: "",
      phone: "",
      city: "Pune",
      state: "Maharashtra",
      zipcode: "411001",
      country: "India",
    });
    const kitOrders = (await call("GET", "/api/admin/kit-orders", owner.token)).json().orders as AdminKitOrder[];
    const kitOrder = kitOrders.find((entry) => entry.customer.email === `deleted-${id}@deleted.invalid`)!;
    const kitDetail = (await call("GET", `/api/admin/kit-orders/${kitOrder._id}`, owner.token)).json().order;
    expect(kitDetail.address).toMatchObject({ firstName: "Deleted", street: "", phone: "", email: "", zipcode: "411001", state: "Maharashtra" });
    const everything = JSON.stringify([staffOrders, kitOrders, detail, kitDetail]);
    for (const personal of [user.email, "Rohan", "Asha", "Verma", validAddress.street, validAddress.phone, validAddress.email]) {
      expect(everything, personal).not.toContain(personal);
    }

    expect(await rowsOf(id)).toEqual({ sessions: 0, addresses: 0, cart: 0, devices: 0, keys: 0, mails: 0 });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, id));
    expect(entry).toMatchObject({ action: "account.deleted", actorEmail: `deleted-${id}@deleted.invalid` });
    // The e-mail is free again: the person may come back as a new customer.
    expect((await post("/api/user/register", undefined, { name: "Rohan", email: user.email, password: user.password })).json().success).toBe(true);
  });

  it("refuses staff and owner accounts, and a missing password", async () => {
    for (const role of ["staff", "owner"] as const) {
      const account = await accountWithRole(t, role);
      const refused = await post("/api/user/delete", account.token, { password: account.password });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().message, role).toMatch(
        role === "staff" ? /ask the owner to remove your staff role first/ : /owner's account cannot be deleted/,
      );
      expect((await login(account.email, account.password)).json().success, role).toBe(true);
    }
    const customer = await registerUser(t.app);
    const empty = await post("/api/user/delete", customer.token, {});
    expect([empty.statusCode, empty.json().message]).toEqual([400, "Please enter your password to delete your account."]);
  });
});
