import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createSecondInstance, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { adminCall, staffToken } from "~/tests/support/catalog";

/**
 * Server-rendered pages are kept in memory on each instance (the same bytes for every visitor, their
 * inline scripts allowed by hash), revalidated with their ETag, and rendered afresh on every instance
 * once what they show has changed. Needs the built storefront (`npm run build`).
 */
let t: TestApp;
let first: Awaited<ReturnType<typeof createSecondInstance>>;
let second: Awaited<ReturnType<typeof createSecondInstance>>;
let staff: ReturnType<typeof adminCall>;

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [productFixture({ id: "page-l298n", name: "L298N Motor Driver", price: 180, stock: 30, category: "Motors & Drivers" })]);
  staff = adminCall(t, await staffToken(t, "owner"));
  first = await createSecondInstance(t, { pages: true });
  second = await createSecondInstance(t, { pages: true });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await t?.close();
});

const page = (instance: typeof first, url: string, headers: Record<string, string> = {}) => instance.app.inject({ url, headers });

describe("pages kept in memory", () => {
  it("is the same bytes for every visitor, with a CSP that allows exactly its own inline scripts", async () => {
    const one = await page(first, "/product/page-l298n");
    const two = await page(first, "/product/page-l298n", { cookie: "someone=else", "user-agent": "Another browser" });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain("L298N Motor Driver");
    expect(two.body).toBe(one.body);
    expect(two.headers.etag).toBe(one.headers.etag);
    expect(one.headers["cache-control"]).toContain("public");

    const csp = String(one.headers["content-security-policy"]);
    expect(csp).not.toContain("nonce-");
    const inline = [...one.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes.includes("src="));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
    const scriptSources = csp.split("; ").find((part) => part.startsWith("script-src"))!;
    expect(scriptSources.split(" ").filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(inline.map(([, , c]) => c)).size);
  });

  it("answers 304 to a browser holding the page's ETag", async () => {
    const { headers } = await page(first, "/product/page-l298n");
    const again = await page(first, "/product/page-l298n", { "if-none-match": String(headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("a staff edit made on one instance is on the other's page within a second", async () => {
    expect((await page(second, "/product/page-l298n")).body).toContain("L298N Motor Driver");
    expect((await page(second, "/collections?q=L298N")).body).toContain("L298N Motor Driver");
    expect((await staff.patch("/api/admin/products/page-l298n", { name: "L298N Dual H-Bridge" })).statusCode).toBe(200);
    const started = Date.now();
    for (const url of ["/product/page-l298n", "/collections?q=L298N"]) {
      while (!(await page(second, url)).body.includes("L298N Dual H-Bridge")) {
        expect(Date.now() - started, url).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });

  it("keeps no page that is not a plain 200: a missing product is rendered each time and never public", async () => {
    const missing = await page(first, "/product/no-such-part");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.headers.etag).toBeUndefined();
  });

  it("keeps the staff pages' shell like any page, but never lets a shared cache keep one", async () => {
    const [fresh, kept] = [await page(first, "/admin/products"), await page(first, "/admin/products")];
    expect([fresh.statusCode, kept.statusCode]).toEqual([200, 200]);
    expect([fresh.headers["cache-control"], kept.headers["cache-control"]]).toEqual(["no-store", "no-store"]);
    expect(kept.headers.etag).toBe(fresh.headers.etag);
    expect((await page(first, "/collections")).headers["cache-control"]).toMatch(/^public/);
  });
});
