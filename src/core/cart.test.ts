import { describe, expect, it } from "vitest";
import { cartCount } from "./cart";

describe("cartCount", () => {
  it("adds up the quantities above 0 (§3)", () => {
    expect(cartCount({ cartData: { a: 2, b: 1, c: 0, d: -3 } })).toBe(3);
  });

  it("is 0 for an empty or not yet loaded cart", () => {
    expect(cartCount({ cartData: {} })).toBe(0);
    expect(cartCount(undefined)).toBe(0);
  });
});
