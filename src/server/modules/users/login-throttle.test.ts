import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_FREE_FAILURES, TRUSTED_DEVICE_MAX_FAILURES } from "~/src/core/login-throttle";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Every guess from a new address, as a distributed attack would: the per-IP limit never sees two. */
const login = (email: string, password: string, headers: Record<string, string> = {}) => {
  ipCounter += 1;
  return t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email, password },
    headers,
    remoteAddress: `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
  });
};
const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const cookie = response.cookies.find((entry) => entry.name === "tw_device");
  if (!cookie) throw new Error("no device cookie");
  return `tw_device=${cookie.value}`;
};
/** As if the account's wait had run out. */
const endWait = () => t.db.execute(sql`update login_throttle set next_attempt_at = now() - interval '1 second'`);

async function failFreely(email: string) {
  for (let i = 0; i < LOGIN_FREE_FAILURES; i += 1) {
    const response = await login(email, `wrong-guess-${i}`);
    expect(response.json()).toEqual({ success: false, message: "Invalid email or password." });
  }
}

describe("failed sign-ins per account", () => {
  it("after a few failures from many addresses, the account waits: even the right password is not checked", async () => {
    const user = await registerUser(t.app);
    await failFreely(user.email);
    const held = await login(user.email, user.password);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThanOrEqual(29);
    expect(held.json()).toEqual({ success: false, message: "Too many failed sign-ins for this account. Please try again in 30 seconds." });
  });

  it("lets one try through when the wait is over, and a success forgets the failures", async () => {
    const user = await registerUser(t.app);
    await failFreely(user.email);
    await endWait();
    expect((await login(user.email, user.password)).json()).toMatchObject({ success: true });
    expect((await login(user.email, "wrong-again")).json()).toEqual({ success: false, message: "Invalid email or password." });
    expect((await login(user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it("doubles the wait with each failure after the free ones", async () => {
    const user = await registerUser(t.app);
    await failFreely(user.email);
    await endWait();
    expect((await login(user.email, "still-wrong")).json()).toMatchObject({ success: false, message: "Invalid email or password." });
    const held = await login(user.email, user.password);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThan(55);
  });

  it("checks one password per wait even when guesses arrive together", async () => {
    const user = await registerUser(t.app);
    await failFreely(user.email);
    await endWait();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login(user.email, `parallel-guess-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it("treats an address without an account exactly like one with an account", async () => {
    const email = "nobody-here@example.in";
    await failFreely(email);
    const held = await login(email, "another-guess");
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe("Too many failed sign-ins for this account. Please try again in 30 seconds.");
  });

  it("never holds up the owner on a browser that signed in before, while the account is under attack", async () => {
    const user = await registerUser(t.app);
    const first = await login(user.email, user.password);
    const device = deviceCookieOf(first);
    expect(first.cookies.find((entry) => entry.name === "tw_device")).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/user" });
    await failFreely(user.email);
    expect((await login(user.email, "attacker-guess")).statusCode).toBe(429);

    const owner = await login(user.email, user.password, { cookie: device });
    expect(owner.json()).toMatchObject({ success: true, token: expect.any(String) });
    // The success on the trusted browser also ends the wait for everyone: the failures are forgotten.
    expect((await login(user.email, user.password)).json()).toMatchObject({ success: true });
  });

  it("does not exempt another user's device, and stops trusting a device after many wrong passwords on it", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const otherDevice = deviceCookieOf(await login(other.email, other.password));
    await failFreely(owner.email);
    expect((await login(owner.email, owner.password, { cookie: otherDevice })).statusCode).toBe(429);

    const device = deviceCookieOf(await login(other.email, other.password, { cookie: otherDevice }));
    for (let i = 0; i < TRUSTED_DEVICE_MAX_FAILURES; i += 1) {
      expect((await login(other.email, `typo-${i}`, { cookie: device })).json().message).toBe("Invalid email or password.");
    }
    await failFreely(other.email);
    expect((await login(other.email, other.password, { cookie: device })).statusCode).toBe(429);
  });
});

describe("sessions", () => {
  const cart = (token: string) => t.app.inject({ method: "POST", url: "/api/cart/get", headers: { token } });

  it("signing in with a session still held replaces it (rotation)", async () => {
    const user = await registerUser(t.app);
    const old = user.token;
    const fresh = await login(user.email, user.password, { token: old });
    expect(fresh.json()).toMatchObject({ success: true });
    expect(fresh.json().token).not.toBe(old);
    expect((await cart(old)).statusCode).toBe(401);
    expect((await cart(fresh.json().token)).statusCode).toBe(200);
  });

  it("log out everywhere ends every session of the user and no one else's", async () => {
    const user = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const phone = (await login(user.email, user.password)).json().token as string;
    const answer = await t.app.inject({ method: "POST", url: "/api/user/logout-all", headers: { token: phone } });
    expect(answer.json()).toEqual({ success: true, message: "Logged out everywhere (2 sessions ended)." });
    expect((await cart(phone)).statusCode).toBe(401);
    expect((await cart(user.token)).statusCode).toBe(401);
    expect((await cart(bystander.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/user/logout-all" })).statusCode).toBe(401);
  });
});
