import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/src/server/db/schema";
import { accountWithRole } from "~/tests/support/staff-accounts";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
let owner: Awaited<ReturnType<typeof accountWithRole>>;
let staff: Awaited<ReturnType<typeof accountWithRole>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWithRole(t, "owner", { name: "Priya Owner" });
  staff = await accountWithRole(t, "staff", { name: "Ravi Packer" });
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { token } : {} });
const ownersLeft = async () => (await t.db.select({ id: users.id }).from(users).where(eq(users.role, "owner"))).length;

const OWNER_CALLS: Array<[Method, string, object?]> = [
  ["GET", "/api/admin/staff"],
  ["PATCH", "/api/admin/staff/00000000-0000-4000-8000-000000000000", { role: "staff" }],
  ["POST", "/api/admin/invitations", { email: "new@example.in", role: "staff" }],
  ["GET", "/api/admin/invitations"],
  ["DELETE", "/api/admin/invitations/new@example.in"],
  ["GET", "/api/admin/audit"],
];

describe("who may call", () => {
  it.each([["GET", "/api/admin/me"] as [Method, string], ...OWNER_CALLS])(
    "%s %s: 401 without a token, 403 for a customer",
    async (method, url, body?: object) => {
      const anonymous = await call(method, url, undefined, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ success: false, message: "Please log in to continue." });
      const customer = await registerUser(t.app);
      const refused = await call(method, url, customer.token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: "This page is for the shop's staff." });
    },
  );

  it.each(OWNER_CALLS)("%s %s: 403 for staff (owner only)", async (method, url, body?: object) => {
    const response = await call(method, url, staff.token, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: "Only the shop's owner can do this." });
  });

  it("tells the console who is signed in", async () => {
    const me = await call("GET", "/api/admin/me", staff.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ success: true, user: { _id: staff.id, name: "Ravi Packer", email: staff.email, role: "staff" } });
    expect((await call("GET", "/api/admin/me", owner.token)).json().user.role).toBe("owner");
  });
});

describe("staff list and roles", () => {
  it("lists staff and owners, owners first, without customers", async () => {
    const customer = await registerUser(t.app);
    const { staff: list } = (await call("GET", "/api/admin/staff", owner.token)).json();
    expect(list[0]).toEqual({ _id: owner.id, name: "Priya Owner", email: owner.email, role: "owner", createdAt: expect.any(String) });
    expect(list.map((member: { email: string }) => member.email)).toContain(staff.email);
    expect(list.map((member: { email: string }) => member.email)).not.toContain(customer.email);
    expect(list.every((member: { role: string }) => member.role !== "customer")).toBe(true);
  });

  it("changes a role; 'customer' removes staff access at once", async () => {
    const packer = await accountWithRole(t, "staff");
    const promoted = await call("PATCH", `/api/admin/staff/${packer.id}`, owner.token, { role: "owner" });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({ success: true, user: { _id: packer.id, name: packer.name, email: packer.email, role: "owner" } });
    const removed = await call("PATCH", `/api/admin/staff/${packer.id}`, owner.token, { role: "customer" });
    expect(removed.json().user.role).toBe("customer");
    expect((await call("GET", "/api/admin/me", packer.token)).statusCode).toBe(403);
  });

  it.each([
    [{ role: "admin" }, 400, "Role must be one of: customer, staff, owner."],
    [{}, 400, "Role must be one of: customer, staff, owner."],
  ])("refuses %j", async (body, status, message) => {
    const response = await call("PATCH", `/api/admin/staff/${staff.id}`, owner.token, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
    expect((await call("GET", "/api/admin/me", staff.token)).json().user.role).toBe("staff");
  });

  it("answers 404 for an unknown or malformed account id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const response = await call("PATCH", `/api/admin/staff/${id}`, owner.token, { role: "staff" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "No account with this id." });
    }
  });

  it("never demotes the last owner, not even by themselves", async () => {
    await t.db
      .update(users)
      .set({ role: "staff" })
      .where(sql`${users.role} = 'owner' and ${users.id} <> ${owner.id}`);
    const response = await call("PATCH", `/api/admin/staff/${owner.id}`, owner.token, { role: "staff" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: "The shop needs at least one owner." });
    expect(await ownersLeft()).toBe(1);
  });

  it("two owners demoting each other at once leave one owner", async () => {
    const second = await accountWithRole(t, "owner");
    const [first, other] = await Promise.all([
      call("PATCH", `/api/admin/staff/${second.id}`, owner.token, { role: "customer" }),
      call("PATCH", `/api/admin/staff/${owner.id}`, second.token, { role: "customer" }),
    ]);
    const statuses = [first.statusCode, other.statusCode].sort();
    expect(statuses[0]).toBe(200);
    // The loser is no longer an owner (403) or would remove the last one (409).
    expect([403, 409]).toContain(statuses[1]);
    expect(await ownersLeft()).toBe(1);
    // Put things back for the other tests.
    await t.db.update(users).set({ role: "owner" }).where(eq(users.id, owner.id));
  });
});

describe("audit log", () => {
  it("records role changes, newest first, with the actor's e-mail and filter by action", async () => {
    const member = await accountWithRole(t, "staff");
    await call("PATCH", `/api/admin/staff/${member.id}`, owner.token, { role: "owner" });
    await call("PATCH", `/api/admin/staff/${member.id}`, owner.token, { role: "staff" });
    const page = (await call("GET", "/api/admin/audit?action=staff.role-changed&limit=2", owner.token)).json();
    expect(page.success).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toEqual({
      at: expect.any(String),
      actor: owner.email,
      action: "staff.role-changed",
      target: member.email,
      before: { role: "owner" },
      after: { role: "staff" },
    });
    expect(page.entries[1]).toMatchObject({ before: { role: "staff" }, after: { role: "owner" } });
    const byPrefix = (await call("GET", "/api/admin/audit?action=staff", owner.token)).json();
    expect(byPrefix.entries.every((entry: { action: string }) => entry.action.startsWith("staff."))).toBe(true);
    expect((await call("GET", "/api/admin/audit?action=nothing-like-this", owner.token)).json()).toEqual({ success: true, entries: [], total: 0 });
  });

  it("refuses a bad page or limit with 400", async () => {
    for (const query of ["page=0", "limit=1000", "page=abc"]) {
      const response = await call("GET", `/api/admin/audit?${query}`, owner.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Invalid request: querystring field '(page|limit)'/);
    }
  });

  it("is append-only: the database refuses UPDATE and DELETE", async () => {
    // Drizzle wraps the database's error; its cause is PostgreSQL's own message.
    const databaseError = (query: Promise<unknown>) =>
      query.then(
        () => "accepted",
        (error: Error) => String((error.cause as Error)?.message),
      );
    expect(await databaseError(t.db.execute(sql`update audit_log set action = 'forged'`))).toBe("audit_log is append-only");
    expect(await databaseError(t.db.execute(sql`delete from audit_log`))).toBe("audit_log is append-only");
    expect((await call("GET", "/api/admin/audit", owner.token)).json().total).toBeGreaterThan(0);
  });
});
