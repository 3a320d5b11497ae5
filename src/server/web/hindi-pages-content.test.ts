import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, categories } from "~/src/server/db/schema";
import { addProducts, createSecondInstance, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

/**
 * Issue 33: the Hindi home, blog, enquiry, workshop and not-found pages as the server renders them, with categories
 * under their Hindi names and Hindi posts first on the Hindi blog. Needs the built storefront (`npm run build`).
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createSecondInstance>>;

beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "pc-l298n", name: "L298N Motor Driver", price: 180, stock: 30, category: "Motors & Drivers" }),
    productFixture({ id: "pc-hcsr04", name: "HC-SR04 Ultrasonic Sensor", price: 90, stock: 30, category: "Sensors" }),
  ]);
  await t.db.update(categories).set({ nameHi: "मोटर और ड्राइवर" }).where(eq(categories.name, "Motors & Drivers"));
  await t.db.insert(blogPosts).values([
    {
      id: "servo-basics",
      title: "Servo basics",
      date: "2026-11-20",
      content: "<p>Turn the horn gently.</p>",
      category: "Guides",
      readTime: "1 min read",
    },
    {
      id: "motor-kaise",
      title: "मोटर कैसे चलाएँ",
      date: "2026-10-15",
      content: "<p>मोटर।</p>",
      category: "गाइड",
      readTime: "1 min read",
      language: "hi",
    },
  ]);
  shop = await createSecondInstance(t, { pages: true });
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

const get = (url: string) => shop.app.inject({ url });
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("Hindi pages of issue 33, rendered by the server", () => {
  it("names a category in Hindi on the home page, the collections filter and a product's breadcrumbs; English pages keep the English name", async () => {
    const home = (await get("/hi")).body;
    expect(home).toMatch(/<a[^>]*href="\/hi\/category\?category=Motors\+%26\+Drivers"[^>]*>मोटर और ड्राइवर<\/a>/);
    expect(home).toMatch(/<a[^>]*href="\/hi\/category\?category=Sensors"[^>]*>Sensors<\/a>/); // no Hindi name given
    expect(title(home)).toBe("Tinkerwala | स्कूलों के लिए इलेक्ट्रॉनिक पुर्ज़े, रोबोटिक्स के पुर्ज़े और IoT किट");
    expect(home).toContain("आपकी टिंकरिंग लैब की हर ज़रूरत");
    expect(home).not.toContain("Everything your tinkering lab needs");

    const collections = (await get("/hi/collections?category=Motors%20%26%20Drivers")).body;
    expect(collections).toMatch(/<a[^>]*aria-current="page"[^>]*>मोटर और ड्राइवर<\/a>/);
    expect(collections).toMatch(/<h1[^>]*>मोटर और ड्राइवर<\/h1>/);

    const product = (await get("/hi/product/pc-l298n")).body;
    expect(product).toMatch(/<a[^>]*href="\/hi\/collections\?category=Motors\+%26\+Drivers"[^>]*>मोटर और ड्राइवर<\/a>/);

    // The category page (tiles, quick links, heading, title) and the quick search's tiles.
    const category = await get("/hi/category?category=Motors%20%26%20Drivers");
    expect(category.body).toMatch(/<h1[^>]*>मोटर और ड्राइवर<\/h1>/);
    expect(title(category.body)).toContain("मोटर और ड्राइवर");
    expect((await get("/hi/category")).body).toMatch(/<span[^>]*>मोटर और ड्राइवर<\/span>/);
    expect((await get("/hi/quicksearch")).body).toMatch(/<span[^>]*>मोटर और ड्राइवर<\/span>/);

    const english = [
      (await get("/")).body,
      (await get("/collections?category=Motors%20%26%20Drivers")).body,
      (await get("/product/pc-l298n")).body,
      (await get("/category?category=Motors%20%26%20Drivers")).body,
      (await get("/quicksearch")).body,
    ];
    for (const page of english) {
      expect(page).toContain("Motors &amp; Drivers");
      expect(page).not.toContain("मोटर और ड्राइवर");
    }
    expect(title(english[0])).toBe("Tinkerwala | Electronic components, robotics parts and IoT kits for schools");
  });

  it("lists Hindi posts first on the Hindi blog, newest first on the English one", async () => {
    const order = (html: string) =>
      [...html.matchAll(/href="(?:\/hi)?\/blogs\/([\w-]+)"/g)].map(([, id]) => id).filter((id, i, all) => all.indexOf(id) === i);
    const hindi = await get("/hi/blogs");
    expect(order(hindi.body)).toEqual(["motor-kaise", "servo-basics"]);
    expect(title(hindi.body)).toBe("ब्लॉग: प्रोजेक्ट, गाइड और लैब के नुस्ख़े | Tinkerwala");
    expect(hindi.body).toContain("पढ़ने में 1 मिनट");
    expect(order((await get("/blogs")).body)).toEqual(["servo-basics", "motor-kaise"]);
  });

  it("shows an English post on the Hindi blog as written, marked English, inside Hindi chrome", async () => {
    const page = (await get("/hi/blogs/servo-basics")).body;
    expect(page).toMatch(/<article lang="en"/);
    expect(page).toContain("Turn the horn gently.");
    expect(page).toContain("बनाने के लिए तैयार हैं?");
    expect(page).not.toContain("Ready to build it?");
    expect(title(page)).toBe("Servo basics | Tinkerwala ब्लॉग");
    // A Hindi post on the Hindi blog needs no mark; on the English blog it gets one.
    expect((await get("/hi/blogs/motor-kaise")).body).toMatch(/<article class=/);
    expect((await get("/blogs/motor-kaise")).body).toMatch(/<article lang="hi"/);
  });

  it("words the enquiry, workshop and not-found pages and their titles in Hindi", async () => {
    expect(title((await get("/hi/enquiry")).body)).toBe("पूछताछ | Tinkerwala");
    const workshops = (await get("/hi/workshops")).body;
    expect(title(workshops)).toBe("स्कूलों के लिए वर्कशॉप | Tinkerwala");
    expect(workshops).toContain("ड्रोन बनाने की वर्कशॉप");
    const workshop = (await get("/hi/workshops/drone-building-workshop")).body;
    expect(title(workshop)).toBe("ड्रोन बनाने की वर्कशॉप | Tinkerwala");
    expect(workshop).toContain("छात्र क्या सीखते हैं");
    expect(workshop).not.toContain("What students learn");
    expect(title((await get("/workshops/drone-building-workshop")).body)).toBe("Drone Building Workshop | Tinkerwala");

    const missing = await get("/hi/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("पेज नहीं मिला");
    expect(missing.body).not.toContain("Page not found");
  });
});
