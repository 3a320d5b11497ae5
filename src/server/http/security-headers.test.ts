import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSecondInstance, createTestApp, type TestApp } from "~/tests/support/test-app";

/** What a browser is told about every answer: the API's short list, and helmet's full set on pages. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createSecondInstance>>;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT: "2" } });
  shop = await createSecondInstance(t, { pages: true });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

const API_HEADERS = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

describe("security headers", () => {
  it("API answers carry HSTS, nosniff, no framing, no referrer and same-origin embedding, and not helmet's document headers", async () => {
    const answer = await t.app.inject("/api/category/all");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject(API_HEADERS);
    expect(answer.headers["x-dns-prefetch-control"]).toBeUndefined();
    // The rate limit's counters come with a refusal only (next test).
    expect(answer.headers["x-ratelimit-remaining"]).toBeUndefined();
  });

  it("so do refusals made before the route runs: 401 from the staff guard, 429 from the rate limit", async () => {
    expect((await t.app.inject("/api/admin/orders")).headers).toMatchObject({ ...API_HEADERS });
    let limited;
    for (let i = 0; i < 5 && limited?.statusCode !== 429; i++) limited = await t.app.inject("/api/blogs");
    expect(limited?.statusCode).toBe(429);
    expect(limited?.headers).toMatchObject({ ...API_HEADERS, "x-ratelimit-limit": "2", "x-ratelimit-remaining": "0" });
    expect(Number(limited?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("so do the 404 of an unknown call and downloads", async () => {
    const unknown = await t.app.inject({ method: "POST", url: "/api/no-such-call" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers).toMatchObject(API_HEADERS);
    expect(unknown.headers["x-dns-prefetch-control"]).toBeUndefined();
    const download = await t.app.inject("/Files/tinkerwala-brochure.pdf");
    expect(download.statusCode).toBe(200);
    expect(download.headers).toMatchObject(API_HEADERS);
  });

  it("public files get helmet's full set", async () => {
    const file = await shop.app.inject("/favicon.svg");
    expect(file.statusCode).toBe(200);
    expect(file.headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "SAMEORIGIN", "x-dns-prefetch-control": "off" });
  });

  it("pages keep helmet's full set with their CSP", async () => {
    const page = await shop.app.inject("/about");
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({ "x-content-type-options": "nosniff", "x-frame-options": "SAMEORIGIN", "x-dns-prefetch-control": "off" });
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // Pictures the page made itself (return photos' previews, private photos fetched with the token), nothing else.
    expect(page.headers["content-security-policy"]).toContain("img-src 'self' data: blob:;");
  });
});
