import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /Files/{file}", () => {
  it.each(["tinkerwala-brochure.pdf", "tinkerwala-poster.pdf"])("serves %s as a PDF download", async (file) => {
    const response = await t.app.inject(`/Files/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${file}"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.each(["..%2Fpackage.json", "..%2F..%2Fetc%2Fpasswd", "%2Fetc%2Fpasswd", "nothing.pdf"])("refuses %s with 404", async (file) => {
    const response = await t.app.inject(`/Files/${file}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "File not found." });
  });

  it("does not reach outside through ../ in the path", async () => {
    const response = await t.app.inject("/Files/../package.json");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("tinkerwala");
  });
});

describe("GET /api/health", () => {
  it("answers success once the database answers", async () => {
    const response = await t.app.inject("/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.json()).toEqual({ success: true });
    // Asked again within the second, it answers from what it knows, the same way.
    const again = await t.app.inject("/api/health");
    expect([again.statusCode, again.headers["content-type"], again.body]).toEqual([200, "application/json; charset=utf-8", '{"success":true}']);
  });
});

describe("CORS", () => {
  it("allows configured origins with the token header, and no others", async () => {
    const withCors = await createTestApp({ env: { CORS_ORIGINS: "https://school.example" } });
    try {
      const preflight = await withCors.app.inject({
        method: "OPTIONS",
        url: "/api/cart/get",
        headers: {
          origin: "https://school.example",
          "access-control-request-method": "POST",
          "access-control-request-headers": "token,content-type",
        },
      });
      expect(preflight.headers["access-control-allow-origin"]).toBe("https://school.example");
      expect(String(preflight.headers["access-control-allow-headers"])).toContain("token");
      const stranger = await withCors.app.inject({ method: "GET", url: "/api/product/list", headers: { origin: "https://evil.example" } });
      expect(stranger.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await withCors.close();
    }
  });

  it("allows no other origin when none is configured: a preflight is refused and answers carry no CORS headers", async () => {
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/cart/get",
      headers: { origin: "https://school.example", "access-control-request-method": "POST" },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.json()).toMatchObject({ success: false });
    const answer = await t.app.inject({ url: "/api/product/list", headers: { origin: "https://school.example" } });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.headers).filter((name) => name.startsWith("access-control-"))).toEqual([]);
  });
});

describe("faults", () => {
  it("answer 503 with Retry-After, a plain message and no internals when the database is unreachable", async () => {
    const { buildApp } = await import("~/src/server/app");
    const { connectDatabase } = await import("~/src/server/db/client");
    const broken = connectDatabase("postgres://nobody:secret@127.0.0.1:1/none", { poolSize: 1 });
    const app = await buildApp({ config: t.config, db: broken.db, logger: false });
    try {
      for (const url of ["/api/health", "/api/product/list", "/api/blogs"]) {
        const response = await app.inject(url);
        // Issue 9: a database that is down is "briefly unavailable" (503), not a fault of ours (500).
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
        expect(Object.keys(response.json()).sort()).toEqual(expect.arrayContaining(["message", "success"]));
        expect(response.json()).toMatchObject({ success: false, message: "The shop is briefly unavailable. Please try again in a moment." });
        expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack|secret/);
      }
    } finally {
      await app.close();
      await broken.close();
    }
  });
});

describe("static pictures", () => {
  it("serves catalog images with a cache header", async () => {
    const response = await t.app.inject("/images/catalog/resistor.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("image/svg+xml");
    expect(response.headers["cache-control"]).toContain("max-age");
  });

  it("serves the other files of public/, and answers a missing picture or a way out of the folder with a clear refusal", async () => {
    const favicon = await t.app.inject("/favicon.svg");
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["content-type"]).toContain("image/svg+xml");

    const missing = await t.app.inject("/images/catalog/no-such-part.webp");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: "No such file: GET /images/catalog/no-such-part.webp" });

    // A folder is not a file: the same refusal as a missing one (the address as resolved, `..` removed).
    for (const [folder, resolved] of [
      ["/images/", "/images/"],
      ["/images/catalog/", "/images/catalog/"],
      ["/images/catalog/../", "/images/"],
    ]) {
      const listing = await t.app.inject(folder);
      expect(listing.statusCode).toBe(404);
      expect(listing.json()).toEqual({ success: false, message: `No such file: GET ${resolved}` });
    }

    for (const url of ["/images/../package.json", "/images/%2e%2e/package.json", "/images/catalog/..%2f..%2f..%2fpackage.json"]) {
      const outside = await t.app.inject(url);
      expect([403, 404]).toContain(outside.statusCode);
      expect(outside.body).not.toContain("tinkerwala");
    }
  });
});
