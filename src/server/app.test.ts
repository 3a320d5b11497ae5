import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createSecondInstance, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { staffToken } from "~/tests/support/catalog";

/**
 * Answers of a kilobyte or more go out compressed for clients that accept it: the catalog's and the
 * pages' from the copy kept with the answer, every other JSON answer through @fastify/compress.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createSecondInstance>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const description = "A dependable part for school labs, tested before it is packed. ".repeat(20);
  await addProducts(
    t.db,
    Array.from({ length: 6 }, (_, i) => productFixture({ id: `zip-part-${i}`, name: `Zip Part ${i}`, description, price: 100 + i, stock: 10 })),
  );
  token = await staffToken(t, "owner");
  shop = await createSecondInstance(t, { pages: true });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body).toString("utf8");

describe("compression", () => {
  it.each([
    ["the catalog, kept in memory", "/api/products?limit=6"],
    ["a product, kept in memory", "/api/products/zip-part-1"],
    ["a page, kept in memory", "/collections"],
  ])("%s: br or gzip as the client accepts, the same content as uncompressed", async (_what, url) => {
    const plain = await shop.app.inject(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, expected] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
    ]) {
      const packed = await shop.app.inject({ url, headers: { "accept-encoding": accepted } });
      expect([accepted, packed.headers["content-encoding"]]).toEqual([accepted, expected]);
      expect(packed.headers.vary).toContain("accept-encoding");
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(expected, packed.rawPayload)).toBe(plain.body);
    }
  });

  it("other JSON answers of a kilobyte or more are compressed too; small ones are not", async () => {
    const plain = await t.app.inject({ url: "/api/admin/products", headers: { token } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const packed = await t.app.inject({ url: "/api/admin/products", headers: { token, "accept-encoding": "gzip" } });
    expect(packed.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decode("gzip", packed.rawPayload))).toEqual(plain.json());

    const small = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ success: true });
  });

  it("a request body sent gzip-compressed is read like a plain one", async () => {
    const payload = { email: "nobody@example.in", password: "not-the-password" };
    const plain = await t.app.inject({ method: "POST", url: "/api/user/login", payload });
    const packed = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: zlib.gzipSync(JSON.stringify(payload)),
    });
    expect([packed.statusCode, packed.json()]).toEqual([plain.statusCode, plain.json()]);
  });
});
