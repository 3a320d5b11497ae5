import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";
import { users } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";
import { createOwnerIfMissing, describeOwnerResult, makeOwner } from "./owner-account";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleOf = async (email: string) => (await t.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
const login = async (email: string, password: string) =>
  (await t.app.inject({ method: "POST", url: "/api/user/login", payload: { email, password } })).json().success as boolean;

describe("owner:create (makeOwner)", () => {
  it("creates the owner account, which can sign in to the staff console", async () => {
    const result = await makeOwner(t.db, { email: "Owner@Tinkerwala.in", password: "first-owner-1", name: "Anil Shah" });
    expect(result).toMatchObject({ outcome: "created", email: "owner@tinkerwala.in", passwordReset: false });
    expect(describeOwnerResult(result)).toBe("Created the owner account owner@tinkerwala.in.");
    expect(await roleOf("owner@tinkerwala.in")).toBe("owner");
    expect(await login("owner@tinkerwala.in", "first-owner-1")).toBe(true);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target, "owner@tinkerwala.in"));
    expect(entry).toMatchObject({ action: "owner.created", after: { role: "owner", via: "owner:create" } });
  });

  it("promotes an existing account and leaves its password unless asked to reset it", async () => {
    const customer = await registerUser(t.app);
    const promoted = await makeOwner(t.db, { email: customer.email, password: "ignored-password", name: "Whoever" });
    expect(promoted.outcome).toBe("promoted");
    expect(describeOwnerResult(promoted)).toBe(
      `Promoted the existing account ${customer.email} to owner; its password is unchanged (use --reset-password to set it).`,
    );
    expect(await roleOf(customer.email)).toBe("owner");
    expect(await login(customer.email, customer.password)).toBe(true);

    const reset = await makeOwner(t.db, { email: customer.email, password: "brand-new-pass", name: "Whoever" }, { resetPassword: true });
    expect(describeOwnerResult(reset)).toBe(`${customer.email} is already an owner; its password was reset and its sessions ended.`);
    expect(await login(customer.email, "brand-new-pass")).toBe(true);
    expect(await login(customer.email, customer.password)).toBe(false);
    const oldSession = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: { token: customer.token } });
    expect(oldSession.statusCode).toBe(401);
  });

  it.each([
    [{ email: "bad", password: "long-enough-1", name: "A" }, "Please enter a valid email address."],
    [{ email: "a@b.in", password: "short", name: "A" }, "Password must be at least 8 characters."],
    [{ email: "a@b.in", password: "long-enough-1" }, "Name is required."],
  ])("refuses %j and creates nothing", async (input, message) => {
    await expect(makeOwner(t.db, input)).rejects.toThrow(message);
    expect(await roleOf("a@b.in")).toBeUndefined();
  });
});

describe("OWNER_EMAIL at start (createOwnerIfMissing)", () => {
  it("creates the owner once and leaves an existing account alone", async () => {
    const settings = { email: "boss@tinkerwala.in", password: "container-pass-1", name: "Owner" };
    expect(await createOwnerIfMissing(t.db, settings)).toBe("created");
    expect(await createOwnerIfMissing(t.db, { ...settings, password: "another-pass-2" })).toBe("exists");
    expect(await login("boss@tinkerwala.in", "container-pass-1")).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, "boss@tinkerwala.in"))).toHaveLength(1);
  });

  it("does not promote an existing customer", async () => {
    const customer = await registerUser(t.app);
    expect(await createOwnerIfMissing(t.db, { email: customer.email, password: "whatever-pass", name: "Owner" })).toBe("exists");
    expect(await roleOf(customer.email)).toBe("customer");
  });

  it("two instances starting together create one account", async () => {
    const settings = { email: "race@tinkerwala.in", password: "container-pass-1", name: "Owner" };
    const outcomes = await Promise.all([createOwnerIfMissing(t.db, settings), createOwnerIfMissing(t.db, settings)]);
    expect(outcomes).toContain("created");
    expect(await t.db.select().from(users).where(eq(users.email, "race@tinkerwala.in"))).toHaveLength(1);
  });
});
