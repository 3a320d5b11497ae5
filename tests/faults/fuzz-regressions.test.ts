import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRefusedText } from "~/src/server/http/text-guard";
import { pageApp } from "~/tests/support/fuzz-pages";
import { FuzzWorld } from "~/tests/support/fuzz-world";
import { createTestApp } from "~/tests/support/test-app";

/**
 * The faults the fuzz test found (issue 9), each as the smallest request that showed it, so a regression
 * fails here by name and at once, whatever the fuzz test's seed and run count.
 */
let world: FuzzWorld;
beforeAll(async () => {
  world = await FuzzWorld.create();
});
afterAll(async () => world?.close());

const failure = { success: false, message: expect.any(String) };

describe("found by fuzzing", () => {
  it("a multipart upload the parser cannot follow is a 400, not a 500", async () => {
    for (const contentType of ["multipart/form-data; boundary=", "multipart/form-data", "multipart/form-data; boundary=other"]) {
      const response = await world.app.inject({
        method: "POST",
        url: "/api/admin/uploads",
        headers: { token: world.tokens.staff, "content-type": contentType },
        payload: Buffer.from("--x--\r\n"),
      });
      expect(response.statusCode, contentType).toBe(400);
      expect(response.json()).toEqual(failure);
    }
  });

  it("a body nested thousands deep is a 400 with an Idempotency-Key too (hashing it overflowed the stack)", async () => {
    const deep = (levels: number) => '{"items":['.repeat(levels) + "1" + "]}".repeat(levels);
    for (const levels of [33, 5_000]) {
      const response = await world.app.inject({
        method: "POST",
        url: "/api/order/place",
        headers: { token: world.tokens.customer, "content-type": "application/json", "idempotency-key": `deep-${levels}` },
        payload: deep(levels),
      });
      expect(response.statusCode, `${levels} levels`).toBe(400);
      expect(response.json()).toEqual({ success: false, message: "Request body is nested too deeply (at most 32 levels)." });
    }
  });

  it("checks the text of a deep body in linear time (it took 28 s for 60,000 levels)", () => {
    let value: unknown = "x\u0000";
    for (let level = 0; level < 60_000; level += 1) value = [value];
    const started = performance.now();
    expect(findRefusedText(value)).toHaveLength(60_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("an API path spelled with a percent-encoded letter meets the same guards", async () => {
    const cases = [
      ["GET", "/%61pi/products/%00", undefined, "path field 'id'"],
      ["GET", "/%61pi/products?q=%00", undefined, "query field 'q'"],
      ["POST", "/%61pi/user/register", { name: "a\u0000", email: "x@example.in", password: "Strong-Pass-99!" }, "field 'name'"],
    ] as const;
    for (const [method, url, payload, field] of cases) {
      const response = await world.app.inject({ method, url, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toContain(field);
    }
    // A stranger is refused before the body's rules are read, as on /api/admin/… itself.
    const stranger = await world.app.inject({ method: "POST", url: "/api/adm%69n/products", payload: {} });
    expect(stranger.statusCode).toBe(401);
  });

  it("the API's rate limit counts a call spelled with a percent-encoded letter", async () => {
    const limited = await createTestApp({ env: { API_RATE_LIMIT: "3" } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1)
        statuses.push((await limited.app.inject({ method: "GET", url: "/%61pi/category/all" })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it("a page request whose Host is not a host name, or whose address holds a NUL, is a 400, not a 500", async () => {
    const pages = await pageApp(world);
    try {
      for (const host of ["a b", "a@b", "9b[aX{.=@_", "x/y"]) {
        const response = await pages.inject({ method: "GET", url: "/about", headers: { host } });
        expect(response.statusCode, host).toBe(400);
      }
      expect((await pages.inject({ method: "GET", url: "/about", headers: { host: "shop.example:8080" } })).statusCode).toBe(200);
      // The API's rule for text holds for pages: their loaders hand params and query values to the same services.
      for (const url of ["/product/%00", "/blogs/%00", "/collections?q=%00", "/collections?category=%00", "/category?category=a%1b"]) {
        expect((await pages.inject({ method: "GET", url })).statusCode, url).toBe(400);
      }
    } finally {
      await pages.close();
    }
  });
});
