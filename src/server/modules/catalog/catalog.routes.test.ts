import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProducts(t.db, [
    productFixture({ id: "arduino-uno", name: "Arduino Uno R3", category: "Boards & Microcontrollers", price: 650, discount: 10, bestSeller: true }),
    productFixture({ id: "arduino-nano", name: "Arduino Nano V3", category: "Boards & Microcontrollers", price: 420 }),
    productFixture({ id: "uno-case", name: "Clear Case for UNO", category: "Prototyping & Passives", price: 99.5 }),
    productFixture({ id: "dht22", name: "DHT22 Temperature Sensor", category: "Sensors", price: 310, discount: 25, stock: 0 }),
    productFixture({ id: "hc-sr04", name: "HC-SR04 Ultrasonic Sensor", category: "Sensors", price: 120 }),
    productFixture({ id: "100-percent", name: "Odd 100% Name_with_underscore", category: "Sensors", price: 1 }),
    productFixture({ id: "sensor-shield", name: "Sensor Shield V5", category: "Displays", price: 150 }),
  ]);
});
afterAll(() => t.close());

describe("GET /api/product/list", () => {
  it("lists every product in list order with the §3 shape", async () => {
    const response = await t.app.inject("/api/product/list");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.products.map((p: { _id: string }) => p._id)).toEqual([
      "arduino-uno",
      "arduino-nano",
      "uno-case",
      "dht22",
      "hc-sr04",
      "100-percent",
      "sensor-shield",
    ]);
    expect(body.products[0]).toEqual({
      _id: "arduino-uno",
      name: "Arduino Uno R3",
      description: "A product for tests.",
      price: 650,
      discount: 10,
      salePrice: 585,
      image: ["/images/catalog/resistor.svg"],
      category: "Boards & Microcontrollers",
      stock: 50,
      bestSeller: true,
      rating: 0,
      reviews: 0,
      // Ours (issue 22): the tax data invoices print.
      hsn: "8542",
      gstRate: 18,
      specs: {},
      documents: [],
      // Ours (issue 33): the Hindi texts staff entered; "" when none.
      nameHi: "",
      descriptionHi: "",
    });
    expect(body.products[2].price).toBe(99.5);
    expect(body.products[1].discount).toBe(0);
  });
});

describe("GET /api/category/all", () => {
  it("lists category names", async () => {
    const body = (await t.app.inject("/api/category/all")).json();
    expect(body.success).toBe(true);
    // Ours (issue 33): with the Hindi name staff gave ("" when none).
    expect(body.categories).toEqual(
      expect.arrayContaining([
        { name: "Sensors", nameHi: "" },
        { name: "Boards & Microcontrollers", nameHi: "" },
      ]),
    );
  });
});

describe("GET /api/products", () => {
  const ids = (body: { products: Array<{ _id: string }> }) => body.products.map((p) => p._id);

  it("filters by category and counts the total", async () => {
    const body = (await t.app.inject("/api/products?category=Sensors")).json();
    expect(ids(body)).toEqual(["dht22", "hc-sr04", "100-percent"]);
    expect(body).toMatchObject({ total: 3, page: 1, pages: 1 });
  });

  it("searches names case-insensitively, names starting with the text first", async () => {
    const body = (await t.app.inject("/api/products?q=UNO")).json();
    expect(ids(body)).toEqual(["arduino-uno", "uno-case"]);
    const sensors = (await t.app.inject("/api/products?q=sensor")).json();
    expect(ids(sensors)).toEqual(["sensor-shield", "dht22", "hc-sr04"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect(ids((await t.app.inject("/api/products?q=100%25")).json())).toEqual(["100-percent"]);
    expect(ids((await t.app.inject("/api/products?q=_")).json())).toEqual(["100-percent"]);
  });

  it("sorts by sale price both ways", async () => {
    const asc = (await t.app.inject("/api/products?category=Boards%20%26%20Microcontrollers&sort=price-asc")).json();
    expect(ids(asc)).toEqual(["arduino-nano", "arduino-uno"]);
    const desc = (await t.app.inject("/api/products?sort=price-desc&limit=2&category=Boards%20%26%20Microcontrollers")).json();
    expect(ids(desc)).toEqual(["arduino-uno", "arduino-nano"]);
  });

  it("pages through the results", async () => {
    const second = (await t.app.inject("/api/products?limit=4&page=2")).json();
    expect(second).toMatchObject({ total: 7, page: 2, pages: 2, limit: 4 });
    expect(ids(second)).toEqual(["hc-sr04", "100-percent", "sensor-shield"]);
  });

  it("returns exactly the asked ids in order", async () => {
    expect(ids((await t.app.inject("/api/products?ids=hc-sr04,arduino-uno,missing")).json())).toEqual(["hc-sr04", "arduino-uno"]);
  });

  it("sends cards: every field of the product but its description, which only the product's own answer has", async () => {
    for (const url of ["/api/products?category=Boards%20%26%20Microcontrollers", "/api/products?ids=arduino-uno", "/api/products?q=uno"]) {
      const card = (await t.app.inject(url)).json().products.find((p: { _id: string }) => p._id === "arduino-uno");
      expect(card, url).toEqual({
        _id: "arduino-uno",
        name: "Arduino Uno R3",
        price: 650,
        discount: 10,
        salePrice: 585,
        image: ["/images/catalog/resistor.svg"],
        category: "Boards & Microcontrollers",
        stock: 50,
        bestSeller: true,
        rating: 0,
        reviews: 0,
        hsn: "8542",
        gstRate: 18,
        specs: {},
        documents: [],
        nameHi: "",
      });
    }
  });

  it.each([
    ["sort=cheapest", "sort must be one of relevance, price-asc, price-desc"],
    ["page=0", "page must be 1 or more"],
    ["limit=1000", "limit must be at most 100"],
    ["page=abc", "page must be a number"],
  ])("refuses ?%s with 400 naming the parameter", async (query, message) => {
    const response = await t.app.inject(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
  });
});

describe("GET /api/products/:id", () => {
  it("returns the product with related products of its category", async () => {
    const body = (await t.app.inject("/api/products/hc-sr04")).json();
    expect(body.product.name).toBe("HC-SR04 Ultrasonic Sensor");
    expect(body.related.map((p: { _id: string }) => p._id)).toEqual(["100-percent", "dht22"]);
    expect(body.product.description).toBe("A product for tests.");
    for (const related of body.related) expect(related).not.toHaveProperty("description");
  });

  it("answers 404 for an unknown product", async () => {
    const response = await t.app.inject("/api/products/no-such-thing");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Product not found." });
  });

  it("limits related products to 5", async () => {
    await addProducts(
      t.db,
      Array.from({ length: 7 }, (_, i) => ({ ...productFixtureLike(i) })),
    );
    const body = (await t.app.inject("/api/products/rel-0")).json();
    expect(body.related).toHaveLength(5);
  });
});

function productFixtureLike(i: number) {
  return productFixture({ id: `rel-${i}`, name: `Related ${i}`, category: "Power" });
}

describe("unknown API paths", () => {
  it("answer 404 JSON", async () => {
    const response = await t.app.inject("/api/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "No such API call: GET /api/nothing-here" });
  });
});
