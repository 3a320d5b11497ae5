import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";
import { products } from "~/src/server/db/schema";
import { bestSellerProducts, hotSaleProducts } from "./catalog.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (list: Array<{ _id: string }>) => list.map((product) => product._id);

describe("home strips (§9)", () => {
  it("best sellers: in-stock best sellers in list order, at most 10; else the first 10 in-stock products", async () => {
    await addProducts(t.db, [
      productFixture({ id: "plain-out", stock: 0 }),
      ...Array.from({ length: 11 }, (_, i) => productFixture({ id: `plain-${i}` })),
    ]);
    // No best sellers marked: the first 10 in-stock products.
    expect(ids(await bestSellerProducts(t.db))).toEqual(Array.from({ length: 10 }, (_, i) => `plain-${i}`));

    await addProducts(t.db, [
      productFixture({ id: "star-out", bestSeller: true, stock: 0 }),
      ...Array.from({ length: 12 }, (_, i) => productFixture({ id: `star-${i}`, bestSeller: true })),
    ]);
    expect(ids(await bestSellerProducts(t.db))).toEqual(Array.from({ length: 10 }, (_, i) => `star-${i}`));
    await t.db.delete(products);
  });

  it("hot sale: products with a discount above 0, at most 20", async () => {
    await addProducts(t.db, [
      productFixture({ id: "full-price", discount: 0 }),
      ...Array.from({ length: 22 }, (_, i) => productFixture({ id: `deal-${i}`, discount: 5 + i })),
    ]);
    const hot = await hotSaleProducts(t.db);
    expect(hot).toHaveLength(20);
    expect(hot.every((product) => product.discount > 0)).toBe(true);
    expect(ids(hot)).not.toContain("full-price");
  });
});
