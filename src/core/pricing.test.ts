import { describe, expect, it } from "vitest";
import { amountMatches, cartTotals, kitTotals, salePrice, savePercent } from "./pricing";

describe("salePrice", () => {
  it("takes the discount off and rounds to the paisa", () => {
    expect(salePrice(65000, 10)).toBe(58500);
    expect(salePrice(9999, 15)).toBe(8499); // 84.9915 → 84.99
    expect(salePrice(1999, 33)).toBe(1339); // 13.3933 → 13.39
    expect(salePrice(15, 50)).toBe(8); // 0.075 → 0.08 (half up)
  });

  it("treats an absent, zero or negative discount as none", () => {
    expect(salePrice(1000, undefined)).toBe(1000);
    expect(salePrice(1000, null)).toBe(1000);
    expect(salePrice(1000, 0)).toBe(1000);
    expect(salePrice(1000, -5)).toBe(1000);
  });
});

describe("cartTotals", () => {
  it("adds sale price × quantity and the delivery fee", () => {
    const totals = cartTotals(
      [
        { pricePaise: 250, discount: 0, quantity: 2 },
        { pricePaise: 14900, discount: 10, quantity: 1 },
      ],
      2000,
    );
    expect(totals).toEqual({ subtotalPaise: 13910, deliveryFeePaise: 2000, totalPaise: 15910 });
  });

  it("is 0.00 for an empty cart, without the fee", () => {
    expect(cartTotals([], 2000)).toEqual({ subtotalPaise: 0, deliveryFeePaise: 0, totalPaise: 0 });
    expect(cartTotals([{ pricePaise: 500, discount: 0, quantity: 0 }], 2000).totalPaise).toBe(0);
  });
});

describe("kitTotals", () => {
  it("sums sale prices, takes 5% off, rounded to the paisa", () => {
    const totals = kitTotals([
      { pricePaise: 9999, discount: 15 },
      { pricePaise: 2000, discount: 0 },
      { pricePaise: 4000, discount: 10 },
    ]);
    // 84.99 + 20.00 + 36.00 = 140.99; 5% = 7.0495 → 7.05; final 133.94
    expect(totals).toEqual({ totalPaise: 14099, discountPaise: 705, finalPaise: 13394 });
  });
});

describe("amountMatches", () => {
  it("accepts a float within a paisa and refuses more", () => {
    expect(amountMatches(1289.9899999999998, 128999)).toBe(true);
    expect(amountMatches(1290.0, 128999)).toBe(true);
    expect(amountMatches(1290.01, 128999)).toBe(false);
    expect(amountMatches(Number.NaN, 0)).toBe(false);
  });
});

describe("savePercent", () => {
  it("works out the percent from the prices when the discount is not given", () => {
    expect(savePercent(75, 100)).toBe(25);
    expect(savePercent(100, undefined)).toBe(0);
    expect(savePercent(80, 100, 20)).toBe(20);
  });

  it("is 0 when the original is not higher, whatever the discount says", () => {
    expect(savePercent(100, 100, 10)).toBe(0);
    expect(savePercent(120, 100)).toBe(0);
  });
});
