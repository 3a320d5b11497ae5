import { describe, expect, it } from "vitest";
import { exceedsMaxQuantity, MAX_QUANTITY_MESSAGE, stockShortage } from "./stock";

describe("stockShortage", () => {
  const servo = { name: "Servo SG90", stock: 3 };

  it("is null while the units are on hand", () => {
    expect(stockShortage(servo, 1)).toBeNull();
    expect(stockShortage(servo, 3)).toBeNull();
  });

  it("names the product and what is left", () => {
    expect(stockShortage(servo, 4)).toBe("Only 3 of Servo SG90 left in stock.");
    expect(stockShortage({ ...servo, stock: 0 }, 1)).toBe("Servo SG90 is out of stock.");
  });
});

describe("maximum quantity", () => {
  it("allows up to 999 of one product", () => {
    expect(exceedsMaxQuantity(999)).toBe(false);
    expect(exceedsMaxQuantity(1000)).toBe(true);
    expect(MAX_QUANTITY_MESSAGE).toBe("You can order at most 999 of one product.");
  });
});
