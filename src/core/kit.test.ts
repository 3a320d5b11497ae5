import { describe, expect, it } from "vitest";
import { toggleKitProduct, isKitSizeValid, KIT_TOO_MANY_MESSAGE } from "./kit";

describe("kit rules", () => {
  it("accepts 7 to 20 products", () => {
    expect([6, 7, 20, 21].map(isKitSizeValid)).toEqual([false, true, true, false]);
  });

  it("toggles products and refuses a 21st", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `p${i}`);
    expect(toggleKitProduct(twenty, "p21")).toEqual({ ok: false, message: KIT_TOO_MANY_MESSAGE, selection: twenty });
    expect(toggleKitProduct(twenty, "p3").selection).toHaveLength(19);
    expect(toggleKitProduct(["a"], "b")).toEqual({ ok: true, selection: ["a", "b"] });
  });
});
