import { describe, expect, it } from "vitest";
import { formatRupees, paiseToRupees, rupeesToPaise } from "./money";

describe("formatRupees", () => {
  it("groups digits the Indian way with two decimals", () => {
    expect(formatRupees(12345600)).toBe("₹1,23,456.00");
    expect(formatRupees(99)).toBe("₹0.99");
    expect(formatRupees(1000000000)).toBe("₹1,00,00,000.00");
    expect(formatRupees(-5050)).toBe("-₹50.50");
  });
});

describe("rupees and paise", () => {
  it("converts at the edges, rounded to the paisa", () => {
    expect(rupeesToPaise(494.1)).toBe(49410);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(15.555)).toBe(1556);
    expect(paiseToRupees(49410)).toBe(494.1);
    expect(paiseToRupees(rupeesToPaise(1289.99))).toBe(1289.99);
  });
});
