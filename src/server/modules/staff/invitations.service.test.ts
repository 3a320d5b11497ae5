import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations } from "~/src/server/db/schema-staff";
import { accountWithRole } from "~/tests/support/staff-accounts";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
let owner: Awaited<ReturnType<typeof accountWithRole>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await accountWithRole(t, "owner");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "DELETE";
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: token ? { token } : {} });
const GONE = "This invitation link is not valid any more: it was used, revoked or has expired. Ask the shop's owner for a new one.";

async function invite(email: string, role = "staff") {
  const response = await call("POST", "/api/admin/invitations", owner.token, { email, role });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { ...body, token: new URL(body.link, "http://shop.example").searchParams.get("token") as string };
}
const accept = (payload: object) => call("POST", "/api/staff/invitation/accept", undefined, payload);
const audit = async (action: string) => (await call("GET", `/api/admin/audit?action=${action}`, owner.token)).json().entries;

describe("inviting staff", () => {
  it("a new person opens the link once, sets a password and is staff", async () => {
    const sent = await invite("Kiran@Example.in");
    expect(sent).toMatchObject({
      success: true,
      link: expect.stringMatching(/^\/admin\/invitation\?token=[\w-]{43}$/),
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(sent.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // Only the token's hash is stored.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, "kiran@example.in"));
    expect(row.tokenHash).not.toContain(sent.token);

    const pending = (await call("GET", "/api/admin/invitations", owner.token)).json();
    expect(pending.invitations).toContainEqual({
      email: "kiran@example.in",
      role: "staff",
      invitedBy: owner.email,
      createdAt: expect.any(String),
      expiresAt: sent.expiresAt,
    });
    expect(JSON.stringify(pending)).not.toContain(sent.token);

    const info = await call("GET", `/api/staff/invitation?token=${sent.token}`);
    expect(info.json()).toEqual({ success: true, email: "kiran@example.in", role: "staff", existingAccount: false });

    const accepted = await accept({ token: sent.token, name: "Kiran Rao", password: "packing-table-1" });
    expect(accepted.statusCode).toBe(200);
    const signedIn = await t.app.inject({ method: "GET", url: "/api/admin/me", headers: { token: accepted.json().token } });
    expect(signedIn.json().user).toMatchObject({ name: "Kiran Rao", email: "kiran@example.in", role: "staff" });
    const login = await call("POST", "/api/user/login", undefined, { email: "kiran@example.in", password: "packing-table-1" });
    expect(login.json().success).toBe(true);

    // Single use.
    expect((await accept({ token: sent.token, name: "Someone Else", password: "another-pass-1" })).statusCode).toBe(404);
    expect((await call("GET", `/api/staff/invitation?token=${sent.token}`)).json()).toEqual({ success: false, message: GONE });
    expect((await call("GET", "/api/admin/invitations", owner.token)).json().invitations.map((i: { email: string }) => i.email)).not.toContain(
      "kiran@example.in",
    );
    expect(await audit("invitation")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "invitation.created",
          actor: owner.email,
          target: "kiran@example.in",
          after: expect.objectContaining({ role: "staff" }),
        }),
        expect.objectContaining({ action: "invitation.accepted", actor: "kiran@example.in", before: { role: null }, after: { role: "staff" } }),
      ]),
    );
  });

  it("an existing customer must give their own password, then becomes owner", async () => {
    const customer = await registerUser(t.app);
    const sent = await invite(customer.email, "owner");
    expect((await call("GET", `/api/staff/invitation?token=${sent.token}`)).json().existingAccount).toBe(true);
    const wrong = await accept({ token: sent.token, password: "not-their-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: `That is not the password of the account ${customer.email}. Enter its current password to accept.`,
    });
    expect((await call("GET", "/api/admin/me", customer.token)).statusCode).toBe(403);

    const right = await accept({ token: sent.token, password: customer.password });
    expect(right.statusCode).toBe(200);
    expect((await call("GET", "/api/admin/me", customer.token)).json().user.role).toBe("owner");
    expect(await audit("invitation.accepted")).toContainEqual(
      expect.objectContaining({ target: customer.email, before: { role: "customer" }, after: { role: "owner" } }),
    );
  });

  it("an expired or unknown link is 404 and accepts nothing", async () => {
    const sent = await invite("late@example.in");
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.email, "late@example.in"));
    for (const token of [sent.token, "made-up-token", "x".repeat(300)]) {
      expect((await call("GET", `/api/staff/invitation?token=${token}`)).statusCode).toBe(404);
      const response = await accept({ token, name: "Late", password: "long-enough-1" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: GONE });
    }
    expect((await call("GET", "/api/staff/invitation")).statusCode).toBe(404);
    expect((await call("POST", "/api/user/login", undefined, { email: "late@example.in", password: "long-enough-1" })).json().success).toBe(false);
  });

  it("a new account follows the sign-up rules and the link stays usable after a refusal", async () => {
    const sent = await invite("rules@example.in");
    const short = await accept({ token: sent.token, name: "Rules", password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ success: false, message: "Password must be at least 8 characters." });
    expect((await accept({ token: sent.token, password: "long-enough-1" })).json()).toEqual({ success: false, message: "Name is required." });
    expect((await accept({ token: sent.token, name: "Rules", password: "long-enough-1" })).statusCode).toBe(200);
  });

  it("a new link replaces the earlier one; revoking ends it", async () => {
    const first = await invite("twice@example.in");
    const second = await invite("twice@example.in", "owner");
    expect((await call("GET", `/api/staff/invitation?token=${first.token}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/staff/invitation?token=${second.token}`)).json().role).toBe("owner");

    const revoked = await call("DELETE", "/api/admin/invitations/Twice@example.in", owner.token);
    expect(revoked.json()).toEqual({ success: true, message: "Invitation revoked." });
    expect((await accept({ token: second.token, name: "Twice", password: "long-enough-1" })).statusCode).toBe(404);
    const again = await call("DELETE", "/api/admin/invitations/twice@example.in", owner.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: "No pending invitation for twice@example.in." });
    expect(await audit("invitation.revoked")).toContainEqual(
      expect.objectContaining({ actor: owner.email, target: "twice@example.in", before: { role: "owner" }, after: null }),
    );
  });

  it.each([
    [{ email: "not-an-email", role: "staff" }, 400, "Please enter a valid email address."],
    [{ role: "staff" }, 400, "Email is required."],
    [{ email: "x@example.in", role: "customer" }, 400, "Role must be one of: staff, owner."],
  ])("refuses to invite %j", async (body, status, message) => {
    const response = await call("POST", "/api/admin/invitations", owner.token, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message });
  });

  it("refuses to invite someone who is staff already (409)", async () => {
    const member = await accountWithRole(t, "staff");
    const response = await call("POST", "/api/admin/invitations", owner.token, { email: member.email, role: "owner" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: `${member.email} is already staff. Change their role in the staff list instead.` });
  });
});
