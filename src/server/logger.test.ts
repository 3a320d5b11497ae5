import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerUser, type TestApp } from "~/tests/support/test-app";
import { createLogger } from "./logger";

/** Everything the logger writes, as one string. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ env: "production", logLevel: "trace" }, stream), text: () => lines.join("") };
}

describe("logs", () => {
  const log = memoryLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logger: log.logger,
      beforeRoutes: (app) =>
        app.get("/api/test/logs-a-line", async (request) => {
          request.log.warn({ password: "Route-Secret-77", part: "line" }, "a route's own line");
          request.log.child({ step: "nested" }).info("a nested line");
          return { success: true };
        }),
    });
  });
  afterAll(async () => t?.close());

  it("never hold a password, a token or a query string", async () => {
    const password = "Secret-Pass-4242";
    const { token, email } = await registerUser(t.app, { password });
    const login = await t.app.inject({ method: "POST", url: "/api/user/login", payload: { email, password } });
    expect(login.json().success).toBe(true);
    await t.app.inject({ method: "POST", url: "/api/cart/get", headers: { token } });
    await t.app.inject({ method: "GET", url: "/api/products?q=private-search-term" });

    const text = log.text();
    expect(text).toContain("/api/cart/get");
    expect(text).toContain("/api/products");
    expect(text).not.toContain(password);
    expect(text).not.toContain(token);
    expect(text).not.toContain(login.json().token);
    expect(text).not.toContain("private-search-term");
    expect(text).not.toContain("$argon2");
    // One line per request, on answer, with its path and status.
    expect(text).not.toContain("incoming request");
    expect(text).toMatch(
      /"req":\{"method":"POST","url":"\/api\/cart\/get","remoteAddress":"127\.0\.0\.1"\},"res":\{"statusCode":200\},"responseTime":[\d.]+,"msg":"request completed"/,
    );
    // Each request's lines carry one correlation id, unique across restarts.
    expect(text).toMatch(/"reqId":"[0-9a-f-]{36}"/);
  });

  it("give a route's own lines, and their children's, the request's id and redaction", async () => {
    await t.app.inject("/api/test/logs-a-line");
    const lines = log
      .text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { reqId?: string; msg: string; password?: string; req?: { url: string } });
    const own = lines.find((line) => line.msg === "a route's own line");
    const nested = lines.find((line) => line.msg === "a nested line");
    const completed = lines.find((line) => line.msg === "request completed" && line.req?.url === "/api/test/logs-a-line");
    expect(own?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(nested?.reqId).toBe(own?.reqId);
    expect(completed?.reqId).toBe(own?.reqId);
    expect(own?.password).toBe("[redacted]");
    expect(log.text()).not.toContain("Route-Secret-77");
  });

  it("keep the SQL of a failed query but not its parameters", () => {
    const failed = new DrizzleQueryError(
      "insert into users (email, password_hash) values ($1, $2)",
      ["a@b.in", "$argon2id$v=19$secret"],
      new Error("duplicate key"),
    );
    const { logger, text } = memoryLog();
    logger.error({ err: failed }, "request failed");
    expect(text()).toContain("insert into users");
    expect(text()).not.toContain("$argon2id$v=19$secret");
    expect(text()).not.toContain("a@b.in");
  });

  it("name the error's class, code and cause, with no stack trace, file path or PostgreSQL detail in production", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(asha@example.in) already exists.",
    });
    const failed = new DrizzleQueryError("insert into users (email) values ($1)", ["asha@example.in"], cause);
    const { logger, text } = memoryLog();
    logger.error({ err: failed }, "request failed");
    const line = JSON.parse(text());
    expect(line.err).toMatchObject({
      type: "DrizzleQueryError",
      cause: { type: "Error", code: "23505", message: "duplicate key value violates unique constraint" },
    });
    expect(text()).not.toContain("asha@example.in");
    expect(text()).not.toContain("logger.test.ts");
    expect(line.err.stack).toBeUndefined();
  });
});
