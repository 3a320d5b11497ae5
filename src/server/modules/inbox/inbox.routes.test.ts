import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";
import { users } from "~/src/server/db/schema";
import { auditLog, enquiries, subscriptions, workshopBookings } from "~/src/server/db/schema-staff";
import { saveShopSettings, getShopSettings } from "~/src/server/shared/shop-settings";

let t: TestApp;
let customer: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = (await registerUser(t.app)).token;
  const member = await registerUser(t.app, { name: "Priya Staff" });
  await t.db.update(users).set({ role: "staff" }).where(eq(users.email, member.email));
  staff = member.token;
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) => t.app.inject({ method: "POST", url, payload, headers: token ? { token } : {} });
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? { token } : {} });
const countOf = async (table: typeof enquiries | typeof workshopBookings | typeof subscriptions) => (await t.db.select().from(table)).length;
const setBookings = async (enabled: boolean) =>
  saveShopSettings(t.db, { ...(await getShopSettings(t.db, t.config)), workshopBookingsEnabled: enabled });

const booking = { school: "Kendriya Vidyalaya, Hebbal", contact: "teacher@kv.edu.in", date: "2099-01-15", students: 30 };

describe("enquiries", () => {
  it.each([
    [{ name: "", email: "a@b.in", message: "Hi" }, "Please fill in your name, email, and message."],
    [{ name: "Ravi", email: "ravi-at-school", message: "Hi" }, "Please enter a valid email address."],
    [{ name: "Ravi", email: "ravi@school.in", message: "Hi", phone: "12345" }, "Phone must be a 10-digit Indian mobile number"],
    [{ name: "Ravi", email: "ravi@school.in", message: "x".repeat(5001) }, "Message must be at most 5000 characters."],
  ])("refuses %j with 400 and stores nothing", async (payload, message) => {
    const response = await post("/api/enquiries", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    expect(await countOf(enquiries)).toBe(0);
  });

  it("refuses wrong types with 400", async () => {
    expect((await post("/api/enquiries", { name: 5, email: "a@b.in", message: "x" })).statusCode).toBe(400);
  });

  it("stores an enquiry (201) and staff list it, newest first, and mark it answered with a note", async () => {
    const sent = await post("/api/enquiries", {
      name: " Meera Iyer ",
      email: "Meera@School.edu.in",
      phone: "+91 98450-12345",
      message: "40 kits please.",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ success: true, message: "Thank you! Your enquiry has been received. We will get back to you soon." });
    await post("/api/enquiries", { name: "Second", email: "second@school.in", message: "Later one." });

    const list = (await get("/api/admin/enquiries?status=new", staff)).json();
    expect(list).toMatchObject({ success: true, total: 2 });
    expect(list.items.map((item: { name: string }) => item.name)).toEqual(["Second", "Meera Iyer"]);
    const meera = list.items[1];
    expect(meera).toMatchObject({
      email: "meera@school.edu.in",
      phone: "+91 98450-12345",
      answered: false,
      answeredAt: null,
      answeredBy: null,
      note: "",
    });

    const marked = await post(`/api/admin/enquiries/${meera._id}`, { answered: true, note: "Called back, quote sent." }, staff);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().item).toMatchObject({ answered: true, answeredBy: "Priya Staff", note: "Called back, quote sent." });
    expect((await get("/api/admin/enquiries?status=new", staff)).json()).toMatchObject({ total: 1 });
    expect((await get("/api/admin/enquiries?status=answered", staff)).json().items[0]._id).toBe(meera._id);
    expect((await get("/api/admin/enquiries?page=2&limit=1", staff)).json().items[0]._id).toBe(meera._id);

    const reopened = (await post(`/api/admin/enquiries/${meera._id}`, { answered: false }, staff)).json().item;
    expect(reopened).toMatchObject({ answered: false, answeredAt: null, answeredBy: null, note: "Called back, quote sent." });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `enquiry:${meera._id}`));
    expect(audit.map((entry) => entry.after)).toEqual([
      { answered: true, note: "Called back, quote sent." },
      { answered: false, note: "Called back, quote sent." },
    ]);
  });
});

describe("workshop bookings", () => {
  it("while switched off (the default) every Book Now answers 409 with the spec's text, and nothing is stored", async () => {
    const response = await post("/api/workshops/drone-building-workshop/bookings", { students: 9 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: "This Feature Not Enabled Yet!" });
    expect(await countOf(workshopBookings)).toBe(0);
  });

  it("an unknown workshop is 404", async () => {
    const response = await post("/api/workshops/no-such-workshop/bookings", booking);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Workshop not found");
  });

  it.each([
    [{ ...booking, school: " " }, "School name is required."],
    [{ ...booking, contact: "call me" }, "Contact must be an email address or a 10-digit Indian mobile number."],
    [{ ...booking, date: "2020-01-01" }, "Preferred date cannot be in the past."],
    [{ ...booking, date: "2099-02-30" }, "Preferred date must be a date"],
    [{ ...booking, students: 0 }, "Number of students must be a whole number"],
    [{ ...booking, students: 2.5 }, "Number of students must be a whole number"],
  ])("when switched on, refuses %j with 400 and stores nothing", async (payload, message) => {
    await setBookings(true);
    const response = await post("/api/workshops/drone-building-workshop/bookings", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countOf(workshopBookings)).toBe(0);
  });

  it("when switched on, stores the booking (201) and staff list and answer it", async () => {
    await setBookings(true);
    const response = await post("/api/workshops/drone-building-workshop/bookings", { ...booking, contact: "98450 12345" });
    expect(response.statusCode).toBe(201);
    expect(response.json().success).toBe(true);
    const list = (await get("/api/admin/bookings", staff)).json();
    expect(list).toMatchObject({ total: 1 });
    expect(list.items[0]).toMatchObject({
      workshopId: "drone-building-workshop",
      school: booking.school,
      date: "2099-01-15",
      students: 30,
      answered: false,
    });
    const marked = await post(`/api/admin/bookings/${list.items[0]._id}`, { answered: true }, staff);
    expect(marked.json().item).toMatchObject({ answered: true, answeredBy: "Priya Staff" });
    expect((await post(`/api/admin/bookings/00000000-0000-4000-8000-000000000000`, { answered: true }, staff)).statusCode).toBe(404);
    expect((await post(`/api/admin/bookings/not-a-uuid`, { answered: true }, staff)).statusCode).toBe(404);
    await setBookings(false);
  });
});

describe("subscriptions", () => {
  it("refuses a missing or malformed address with 400", async () => {
    expect((await post("/api/subscriptions", {})).json()).toEqual({ success: false, message: "Email is required." });
    expect((await post("/api/subscriptions", { email: "nope" })).statusCode).toBe(400);
    expect(await countOf(subscriptions)).toBe(0);
  });

  it("stores an address once: 201, then 200 for the same address", async () => {
    expect((await post("/api/subscriptions", { email: "Teacher@School.edu.in" })).statusCode).toBe(201);
    expect((await post("/api/subscriptions", { email: "teacher@school.edu.in " })).statusCode).toBe(200);
    const list = (await get("/api/admin/subscriptions", staff)).json();
    expect(list).toMatchObject({ success: true, total: 1 });
    expect(list.items[0]).toMatchObject({ email: "teacher@school.edu.in", active: true });
  });
});

describe("staff calls refuse strangers and customers", () => {
  const calls: Array<[string, string, object?]> = [
    ["GET", "/api/admin/enquiries"],
    ["GET", "/api/admin/bookings"],
    ["GET", "/api/admin/subscriptions"],
    ["POST", "/api/admin/enquiries/00000000-0000-4000-8000-000000000000", { answered: true }],
    ["POST", "/api/admin/bookings/00000000-0000-4000-8000-000000000000", { answered: true }],
  ];
  it.each(calls)("%s %s: 401 without a token, 403 for a customer", async (method, url, payload) => {
    const anonymous = await t.app.inject({ method: method as "GET", url, payload });
    expect(anonymous.statusCode).toBe(401);
    const byCustomer = await t.app.inject({ method: method as "GET", url, payload, headers: { token: customer } });
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json()).toEqual({ success: false, message: "This page is for the shop's staff." });
  });

  it("refuses a bad filter or mark body with 400", async () => {
    expect((await get("/api/admin/enquiries?status=maybe", staff)).statusCode).toBe(400);
    expect((await get("/api/admin/enquiries?page=0", staff)).statusCode).toBe(400);
    const response = await post("/api/admin/enquiries/00000000-0000-4000-8000-000000000000", { answered: "yes" }, staff);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("answered");
  });
});

describe("rate limit", () => {
  it("limits the forms per address like sign-up and login (429)", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "2" } });
    try {
      const send = () => limited.app.inject({ method: "POST", url: "/api/subscriptions", payload: { email: "a@b.in" } });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(200);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().success).toBe(false);
    } finally {
      await limited.close();
    }
  });
});
