import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shareInProportion } from "./proportional-share";

describe("shareInProportion", () => {
  it("splits in proportion and gives the paise left over to the largest remainders", () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(3500, [10000, 10000, 10000, 10000, 10000, 10000, 10000])).toEqual([500, 500, 500, 500, 500, 500, 500]);
    // 5 % of ₹499 + ₹99 + ₹1 (2995 paise) over 49900, 9900, 100: exact shares 2494.99, 494.80, 5.00
    expect(shareInProportion(2995, [49900, 9900, 100])).toEqual([2495, 495, 5]);
  });

  it("gives nothing to a zero weight, splits equally when every weight is zero, and handles nothing to share", () => {
    expect(shareInProportion(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(shareInProportion(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(shareInProportion(0, [0, 0])).toEqual([0, 0]);
    expect(shareInProportion(0, [])).toEqual([]);
  });

  it("mirrors the split of a negative amount, and refuses what cannot be shared", () => {
    expect(shareInProportion(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(() => shareInProportion(5, [])).toThrow(RangeError);
    expect(() => shareInProportion(5, [1, -1])).toThrow(RangeError);
    expect(() => shareInProportion(0.5, [1])).toThrow(RangeError);
  });

  it("always adds up to the total, and no part strays a paisa from its exact share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          fc.pre(weights.some((weight) => weight > 0));
          const parts = shareInProportion(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, index) => expect(Math.abs(part - (total * weights[index]) / sum)).toBeLessThan(1));
        },
      ),
    );
  });
});
