import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createSecondInstance, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

/**
 * Issue 33: every storefront page has a Hindi twin under /hi, rendered on the server in Hindi, paired with its
 * English page for search engines, listed in the sitemap, with the Devanagari font on Hindi pages only.
 * Needs the built storefront (`npm run build`).
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [productFixture({ id: "hi-l298n", name: "L298N Motor Driver", price: 180, stock: 30, category: "Motors & Drivers" })]);
  shop = await createSecondInstance(t, { pages: true });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

const get = (url: string) => shop.app.inject({ url });
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`);

describe("Hindi twins", () => {
  it("renders /hi pages in Hindi with lang, Hindi chrome and the English page's alternates", async () => {
    const hindi = await get("/hi/collections?category=Motors%20%26%20Drivers");
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toMatch(/<html lang="hi"/);
    // The footer's "All Components", rendered in the page (not only in its data).
    expect(hindi.body).toMatch(/<a[^>]*href="\/hi\/collections"[^>]*>सभी पुर्ज़े<\/a>/);
    expect(hindi.body).toContain('href="/hi/kit"'); // links stay in Hindi
    expect(alternates(hindi.body)).toEqual([
      "en http://localhost/collections?category=Motors+%26+Drivers",
      "hi http://localhost/hi/collections?category=Motors+%26+Drivers",
      "x-default http://localhost/collections?category=Motors+%26+Drivers",
    ]);
    // The switch opens the same page, query and all, in the other language.
    expect(hindi.body).toMatch(/<a href="\/collections\?category=Motors\+%26\+Drivers" hrefLang="en" lang="en"[^>]*>English<\/a>/);
  });

  it("leaves the English page as it was, with the same alternates and no Hindi font", async () => {
    const english = await get("/product/hi-l298n");
    expect(english.body).toMatch(/<html lang="en-IN"/);
    expect(english.body).toContain("All Components");
    expect(english.body).not.toContain("सभी पुर्ज़े");
    expect(english.body).not.toContain("Noto Sans Devanagari");
    expect(alternates(english.body)).toContain("hi http://localhost/hi/product/hi-l298n");
    expect(english.body).toMatch(/<a href="\/hi\/product\/hi-l298n" hrefLang="hi" lang="hi"[^>]*>हिन्दी<\/a>/);
  });

  it("serves Noto Sans Devanagari to Hindi pages from the shop itself", async () => {
    const hindi = await get("/hi");
    expect(hindi.body).toContain("Noto Sans Devanagari");
    const preload = /<link[^>]*href="(\/fonts\/[\w-]+\.woff2)"[^>]*>/.exec(hindi.body)?.[1];
    expect(preload).toBeDefined();
    const font = await get(preload!);
    expect(font.statusCode).toBe(200);
    expect(font.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect((await get("/fonts/../package.json")).statusCode).toBe(404);
  });

  it("lists both twins in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost/product/hi-l298n</loc>");
    expect(sitemap).toContain("<loc>http://localhost/hi/product/hi-l298n</loc>");
    expect(sitemap).toContain("<loc>http://localhost/hi</loc>");
  });

  it("answers an unknown Hindi address with the Hindi not-found page", async () => {
    const missing = await get("/hi/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<html lang="hi"/);
  });
});
