import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer } from "~/tests/support/smtp-server";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";

let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: "https://shop.example" } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: token ? { token } : {} });

/** The link in the mail, as the customer would click it. */
async function mailedToken(email: string) {
  const mail = await smtp.waitFor(email, /Reset your Tinkerwala password/);
  const link = /https:\/\/shop\.example\/reset-password\?token=([\w%-]+)/.exec(mail.text ?? "");
  expect(link, mail.text).not.toBeNull();
  expect(mail.html).toContain(`href="https://shop.example/reset-password?token=${link![1]}"`);
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  return decodeURIComponent(link![1]);
}

describe("forgot password", () => {
  it("answers a known and an unknown address exactly alike", async () => {
    const user = await registerUser(t.app);
    const known = await post("/api/user/password/forgot", { email: user.email });
    const unknown = await post("/api/user/password/forgot", { email: "no-account-here@example.in" });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      success: true,
      message: "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.",
    });
    await mailedToken(user.email);
    const [{ n }] = (await t.db.execute(sql`select count(*)::int as n from mail_outbox where recipient = 'no-account-here@example.in'`))
      .rows as Array<{
      n: number;
    }>;
    expect(n).toBe(0);
  });

  it("refuses a malformed address with a message naming it", async () => {
    const answer = await post("/api/user/password/forgot", { email: "not-an-address" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: false, message: "Please enter a valid email address." });
  });

  it("sends at most three links an hour to one address, answering the same", async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i += 1) expect((await post("/api/user/password/forgot", { email: user.email })).json().success).toBe(true);
    const rows = (await t.db.execute(sql`select count(*)::int as n from mail_outbox where recipient = ${user.email} and kind = 'password-reset'`))
      .rows;
    expect(rows[0]).toEqual({ n: 3 });
  });
});

describe("reset password", () => {
  it("works once from the mailed link: new password, new session, every old session ended", async () => {
    const user = await registerUser(t.app);
    const otherDevice = (await post("/api/user/login", { email: user.email, password: user.password })).json().token;
    await post("/api/user/password/forgot", { email: user.email });
    const token = await mailedToken(user.email);

    const reset = await post("/api/user/password/reset", { token, password: "a-brand-new-secret-7" });
    expect(reset.json()).toEqual({ success: true, token: expect.any(String), message: "Your password has been changed and you are logged in." });
    expect((await post("/api/cart/get", {}, reset.json().token)).statusCode).toBe(200);
    for (const old of [user.token, otherDevice]) expect((await post("/api/cart/get", {}, old)).statusCode).toBe(401);

    expect((await post("/api/user/login", { email: user.email, password: user.password })).json().success).toBe(false);
    expect((await post("/api/user/login", { email: user.email, password: "a-brand-new-secret-7" })).json().success).toBe(true);

    const again = await post("/api/user/password/reset", { token, password: "yet-another-secret-8" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: "This password reset link has already been used. Please ask for a new one if you need it.",
    });
  });

  it("refuses a weak password without using the link up", async () => {
    const user = await registerUser(t.app);
    await post("/api/user/password/forgot", { email: user.email });
    const token = await mailedToken(user.email);
    const weak = await post("/api/user/password/reset", { token, password: "password1" });
    expect(weak.json()).toMatchObject({ success: false, message: expect.stringContaining("one of the most common") });
    expect((await post("/api/user/password/reset", { token, password: "strong-enough-secret-9" })).json().success).toBe(true);
  });

  it("refuses an expired link and an unknown one, each with its own message", async () => {
    const user = await registerUser(t.app);
    await post("/api/user/password/forgot", { email: user.email });
    const token = await mailedToken(user.email);
    await t.db.execute(sql`update password_resets set expires_at = now() - interval '1 second'`);
    expect((await post("/api/user/password/reset", { token, password: "strong-enough-secret-9" })).json()).toEqual({
      success: false,
      message: "This password reset link has expired (links work for one hour). Please ask for a new one.",
    });
    expect((await post("/api/user/password/reset", { token: "made-up-token", password: "strong-enough-secret-9" })).json()).toEqual({
      success: false,
      message: "This password reset link is not valid. Please ask for a new one.",
    });
    expect((await post("/api/user/login", { email: user.email, password: user.password })).json().success).toBe(true);
  });
});
