import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, validAddress, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, token?: string) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: token ? { token } : {} });

describe("register and login", () => {
  it("registers, returns a token that works, and logs in with the same password", async () => {
    const register = await post("/api/user/register", { name: "Meera Iyer", email: "Meera@Example.in", password: "solder-and-flux" });
    expect(register.statusCode).toBe(200);
    expect(register.json()).toMatchObject({ success: true, token: expect.any(String) });
    const cart = await post("/api/cart/get", undefined, register.json().token);
    expect(cart.json()).toMatchObject({ success: true, cartData: {} });

    const login = await post("/api/user/login", { email: "meera@example.in", password: "solder-and-flux" });
    expect(login.json()).toMatchObject({ success: true, token: expect.any(String) });
    expect(login.json().token).not.toBe(register.json().token);
  });

  it.each([
    [{ email: "a@b.in", password: "longenough" }, "Name is required."],
    [{ name: "A", email: "not-an-email", password: "longenough" }, "Please enter a valid email address."],
    [{ name: "A", email: "a@b.in", password: "short" }, "Password must be at least 8 characters."],
    [{ name: "A", password: "longenough" }, "Email is required."],
  ])("refuses %j with 200 and a message naming the problem", async (body, message) => {
    const response = await post("/api/user/register", body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message });
  });

  it.each([
    ["one of the 10,000 most common passwords", "iloveyou", "one of the most common"],
    ["a common password in capitals", "QWERTY123", "one of the most common"],
    ["the e-mail address", "ravi.kumar@example.in", "must not be your email"],
    ["the e-mail's name part", "Ravi.Kumar", "must not be your email"],
  ])("refuses %s as a new password and creates no account", async (_case, password, message) => {
    const answer = await post("/api/user/register", { name: "Ravi", email: "ravi.kumar@example.in", password });
    expect(answer.json()).toEqual({ success: false, message: expect.stringContaining(message) });
    const login = await post("/api/user/login", { email: "ravi.kumar@example.in", password });
    expect(login.json().success).toBe(false);
  });

  it("refuses an e-mail that is already registered, whatever its case", async () => {
    await post("/api/user/register", { name: "First", email: "dup@example.in", password: "password-1" });
    const again = await post("/api/user/register", { name: "Second", email: "DUP@example.in", password: "password-2" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: false, message: "An account with this email already exists. Please log in." });
  });

  it("refuses a wrong password and an unknown e-mail with the same message", async () => {
    const user = await registerUser(t.app);
    const wrong = await post("/api/user/login", { email: user.email, password: "wrong-password" });
    const unknown = await post("/api/user/login", { email: "nobody@example.in", password: "whatever-1" });
    expect(wrong.json()).toEqual({ success: false, message: "Invalid email or password." });
    expect(unknown.json()).toEqual({ success: false, message: "Invalid email or password." });
  });

  it("answers 400 for a body of the wrong types and for broken JSON", async () => {
    const wrongType = await post("/api/user/login", { email: 42, password: "x" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ success: false, message: expect.stringContaining("email") });

    const broken = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: "Request body is not valid JSON." });
  });

  it("never returns the password hash", async () => {
    const response = await post("/api/user/register", { name: "Hash Check", email: "hash@example.in", password: "password-123" });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password/i);
  });
});

describe("sessions", () => {
  it("logout ends the session: the token no longer works", async () => {
    const { token } = await registerUser(t.app);
    expect((await post("/api/cart/get", {}, token)).statusCode).toBe(200);
    const logout = await post("/api/user/logout", {}, token);
    expect(logout.json()).toEqual({ success: true, message: "Logged out." });
    const after = await post("/api/cart/get", {}, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, message: "Your session has expired. Please log in again." });
  });

  it("answers 401 without a token and with a made-up one", async () => {
    const none = await post("/api/cart/get", {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, message: "Please log in to continue." });
    const madeUp = await post("/api/cart/get", {}, "not-a-real-token");
    expect(madeUp.statusCode).toBe(401);
  });
});

describe("addresses", () => {
  it("saves an address with all nine fields and lists it with an _id", async () => {
    const { token } = await registerUser(t.app);
    const saved = await post("/api/user/address", { ...validAddress, phone: "+91 98765-43210" }, token);
    expect(saved.json()).toMatchObject({ success: true, address: { _id: expect.any(String), phone: "+919876543210" } });
    const list = await t.app.inject({ method: "GET", url: "/api/user/addresses", headers: { token } });
    expect(list.json()).toEqual({
      success: true,
      addresses: [{ ...validAddress, phone: "+919876543210", _id: saved.json().address._id, isDefault: true }],
    });
  });

  it.each([
    [{ zipcode: "012345" }, "PIN must be 6 digits and cannot start with 0."],
    [{ zipcode: "41100" }, "PIN must be 6 digits and cannot start with 0."],
    [{ phone: "5876543210" }, "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9."],
    [{ phone: "98765" }, "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9."],
    [{ city: "  " }, "City is required."],
    [{ email: "asha@" }, "Please enter a valid email address."],
  ])("refuses %j and saves nothing", async (change, message) => {
    const { token } = await registerUser(t.app);
    const response = await post("/api/user/address", { ...validAddress, ...change }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, message });
    const list = await t.app.inject({ method: "GET", url: "/api/user/addresses", headers: { token } });
    expect(list.json().addresses).toEqual([]);
  });

  it("keeps each user's addresses to themselves", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await post("/api/user/address", validAddress, a.token);
    const list = await t.app.inject({ method: "GET", url: "/api/user/addresses", headers: { token: b.token } });
    expect(list.json().addresses).toEqual([]);
  });
});

describe("rate limiting", () => {
  it("limits login attempts per IP with 429 and a message", async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT: "3" } });
    try {
      const attempts = [];
      for (let i = 0; i < 4; i++) {
        attempts.push(await limited.app.inject({ method: "POST", url: "/api/user/login", payload: { email: "x@y.in", password: "whatever-1" } }));
      }
      expect(attempts.slice(0, 3).map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(attempts[3].statusCode).toBe(429);
      expect(attempts[3].json()).toEqual({ success: false, message: "Too many requests. Please wait a minute and try again." });
    } finally {
      await limited.close();
    }
  });
});

describe("rate limiting across instances", () => {
  it("shares the login limit between two instances through Redis (REDIS_URL)", async () => {
    const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
    const net = await import("node:net");
    const reachable = await new Promise<boolean>((resolve) => {
      const { hostname, port } = new URL(redisUrl);
      const socket = net.connect(Number(port || 6379), hostname, () => (socket.end(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (!reachable) {
      console.warn(`Redis not reachable at ${redisUrl}: shared rate-limit test not run`);
      return;
    }
    const { randomUUID } = await import("node:crypto");
    // A fresh address per run, so counters of earlier runs in the shared Redis do not count.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const env = { AUTH_RATE_LIMIT: "3", REDIS_URL: redisUrl, TRUST_PROXY: "on" };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    try {
      const attempt = (instance: TestApp) =>
        instance.app.inject({
          method: "POST",
          url: "/api/user/login",
          headers: { "x-forwarded-for": ip },
          payload: { email: `${randomUUID()}@y.in`, password: "whatever-1" },
        });
      const statuses = [await attempt(first), await attempt(second), await attempt(first), await attempt(second)].map((r) => r.statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
