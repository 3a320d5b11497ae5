import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, type TestApp } from "~/tests/support/test-app";
import { salePrice } from "~/src/core/pricing";
import { loadSeedProducts, type SeedProduct } from "~/src/server/db/seed/seed-data";

/** The search as customers meet it: the demo catalog, misspelt and partial words, sorts and pages. */

let t: TestApp;
let demo: SeedProduct[];
beforeAll(async () => {
  t = await createTestApp();
  demo = await loadSeedProducts();
  await addProducts(t.db, demo);
});
afterAll(() => t.close());

type Page = { products: Array<{ _id: string; name: string; salePrice: number }>; total: number; page: number; pages: number; limit: number };
const search = async (query: string): Promise<Page> => {
  const response = await t.app.inject(`/api/products?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const names = (page: Page) => page.products.map((product) => product.name);
const containing = (part: string) => demo.filter((product) => product.name.toLowerCase().includes(part.toLowerCase())).map((product) => product.name);

describe("GET /api/products?q= (typo-tolerant, ranked)", () => {
  it("finds every Arduino for 'ardiuno', the Unos first, then the ArduPilot, and nothing else", async () => {
    const page = await search("q=ardiuno");
    const arduinos = containing("arduino");
    expect(names(page).slice(0, 2)).toEqual(["Arduino Uno R3 Compatible Board (CH340, with USB Cable)", "Arduino Uno R3 Original (Made in Italy)"]);
    expect(names(page).slice(0, arduinos.length).sort()).toEqual([...arduinos].sort());
    expect(names(page).slice(arduinos.length)).toEqual(["ArduPilot Mega APM 2.8 Flight Controller"]);
    expect(page.total).toBe(arduinos.length + 1);
  });

  it("finds the ultrasonic sensor for 'ultrasonic sensr', first and alone", async () => {
    expect(names(await search("q=ultrasonic%20sensr"))).toEqual(["HC-SR04 Ultrasonic Distance Sensor"]);
  });

  it("puts the L298N first for 'l298', and a misspelt word in any case or order still matches", async () => {
    expect(names(await search("q=l298"))[0]).toBe("L298N Dual H-Bridge Motor Driver Module");
    expect(names(await search("q=Raspbery%20pi"))).toEqual(["Raspberry Pi 4 Model B (4 GB RAM)", "Raspberry Pi 4 Model B (8 GB RAM)"]);
    expect(names(await search("q=DISPALY%20oled"))[0]).toBe("0.96 inch OLED Display Module 128x64, I2C (SSD1306)");
    expect(names(await search("q=temprature%20sensor"))).toEqual(
      expect.arrayContaining(["DHT22 (AM2302) Temperature & Humidity Sensor", "DS18B20 Digital Temperature Sensor (TO-92)"]),
    );
  });

  it("finds an exact name first", async () => {
    for (const name of ["SG90 9g Micro Servo Motor", "ESP-01 ESP8266 Wi-Fi Module", "9V Battery, Zinc-Carbon (Pack of 2)"]) {
      expect(names(await search(`q=${encodeURIComponent(name)}`))[0]).toBe(name);
    }
  });

  it("still finds every name containing a part of a word, names starting with it first, and nothing else", async () => {
    for (const part of ["sens", "ultrason", "servo", "ESP8266", "mm", "v3"]) {
      const page = await search(`q=${encodeURIComponent(part)}&limit=100`);
      const expected = containing(part);
      const starting = expected.filter((name) => name.toLowerCase().startsWith(part.toLowerCase()));
      expect(names(page).slice(0, starting.length).sort(), part).toEqual([...starting].sort());
      expect([...names(page)].sort(), part).toEqual([...expected].sort());
      expect(page.total).toBe(expected.length);
    }
  });

  it("ranks the text as a whole word before the text inside a word", async () => {
    const found = names(await search("q=led&limit=100"));
    const wholeWord = found.filter((name) => /\bled\b/i.test(name));
    expect(wholeWord.length).toBeGreaterThan(3);
    expect(found.slice(0, wholeWord.length)).toEqual(wholeWord);
    expect(found.slice(wholeWord.length)).toEqual(expect.arrayContaining(["0.96 inch OLED Display Module 128x64, I2C (SSD1306)"]));
    expect(names(await search("q=moter%20driver"))[0]).toBe("L298N Dual H-Bridge Motor Driver Module");
  });

  it("answers 'No products found' material for gibberish rather than anything vaguely alike", async () => {
    expect(await search("q=qwxzv")).toMatchObject({ products: [], total: 0, pages: 1 });
  });

  it("takes any text as plain text: quotes, wildcards, emoji, many words", async () => {
    for (const text of ["'; drop table products; --", "%_%", "\\", "💡 led", "a b c d e f g h i j k l", "ÄÖÜ ß"]) {
      const page = await search(`q=${encodeURIComponent(text)}`);
      expect(page.total, text).toBe(page.products.length);
    }
    expect(names(await search("q=%F0%9F%92%A1%20led")).length).toBe(0);
    expect((await search("limit=1")).total).toBe(demo.length);
  });

  it("sorts search results by price, misspelt or not, and filters them by category", async () => {
    const byPrice = await search("q=ardiuno&sort=price-asc");
    const prices = byPrice.products.map((product) => product.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.total).toBe((await search("q=ardiuno")).total);
    const inCategory = await search(`q=sensr&category=${encodeURIComponent("Sensors")}&sort=price-desc`);
    expect(inCategory.total).toBeGreaterThan(5);
    const descending = inCategory.products.map((product) => product.salePrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});

describe("GET /api/products pages (ids from the index first, then the rows)", () => {
  const sale = (product: SeedProduct) => salePrice(Math.round(product.price * 100), product.discount);
  const everyPage = async (query: string, limit: number) => {
    const first = await search(`${query}&limit=${limit}&page=1`);
    const all = [...first.products];
    for (let page = 2; page <= first.pages; page++) all.push(...(await search(`${query}&limit=${limit}&page=${page}`)).products);
    return { first, all: all.map((product) => product.name) };
  };

  it("pages through the whole catalog in each order, ties in list order, with the same total as the rows", async () => {
    const byList = demo.map((product) => product.name);
    const ascending = demo.map((product, index) => ({ product, index })).sort((a, b) => sale(a.product) - sale(b.product) || a.index - b.index);
    const descending = demo.map((product, index) => ({ product, index })).sort((a, b) => sale(b.product) - sale(a.product) || a.index - b.index);
    for (const [query, expected] of [
      ["sort=relevance", byList],
      ["sort=price-asc", ascending.map(({ product }) => product.name)],
      ["sort=price-desc", descending.map(({ product }) => product.name)],
    ] as const) {
      const { first, all } = await everyPage(query, 7);
      expect(all, query).toEqual(expected);
      expect(first).toMatchObject({ total: demo.length, pages: Math.ceil(demo.length / 7), limit: 7 });
    }
  });

  it("leaves archived products out of results, totals and the known words", async () => {
    await t.db.execute(sql`update products set archived_at = now() where name ilike '%ultrasonic%'`);
    try {
      expect(await search("q=ultrasonic")).toMatchObject({ products: [], total: 0 });
      expect((await search("limit=100")).total).toBe(demo.length - containing("ultrasonic").length);
    } finally {
      await t.db.execute(sql`update products set archived_at = null`);
    }
  });
});

describe("the highest prices", () => {
  it("takes a product at the highest price (₹10,00,000) and sorts it by sale price, where price × 100 passes an integer", async () => {
    await addProducts(t.db, [
      { ...demo[0], id: "lab-oscilloscope-top", name: "Lab Oscilloscope Top Model", price: 1_000_000, discount: 7 },
      { ...demo[0], id: "lab-oscilloscope-mid", name: "Lab Oscilloscope Mid Model", price: 300_000, discount: 0 },
    ]);
    const page = await search("q=oscilloscope&sort=price-desc");
    expect(page.products.map((product) => [product._id, product.salePrice])).toEqual([
      ["lab-oscilloscope-top", 930_000],
      ["lab-oscilloscope-mid", 300_000],
    ]);
  });
});

describe("GET /api/products/suggest", () => {
  const suggest = async (q: string) => {
    const response = await t.app.inject(`/api/products/suggest?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("suggests at most six products, best first, with what one line shows", async () => {
    const body = await suggest("ardiuno");
    expect(body.success).toBe(true);
    expect(body.products).toHaveLength(6);
    const uno = demo.find((product) => product.name.startsWith("Arduino Uno R3 Compatible"))!;
    expect(body.products[0]).toEqual({
      _id: uno.id,
      name: uno.name,
      nameHi: "",
      salePrice: salePrice(Math.round(uno.price * 100), uno.discount) / 100,
      image: `/images/catalog/${uno.images[0]}`,
    });
    expect((await suggest("l298")).products[0].name).toBe("L298N Dual H-Bridge Motor Driver Module");
  });

  it("suggests matching categories, even misspelt", async () => {
    expect((await suggest("sensr")).categories).toEqual([{ name: "Sensors", nameHi: "" }]);
    expect((await suggest("motors")).categories).toEqual([{ name: "Motors & Drivers", nameHi: "" }]);
  });

  it("answers nothing for a single character or no text, and refuses a text over 100 characters", async () => {
    expect(await suggest("a")).toEqual({ success: true, products: [], categories: [] });
    expect(await suggest("  ")).toEqual({ success: true, products: [], categories: [] });
    const long = await t.app.inject(`/api/products/suggest?q=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, message: expect.stringContaining("q must be at most 100 characters") });
  });
});
