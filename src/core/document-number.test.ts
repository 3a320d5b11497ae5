import { describe, expect, it } from "vitest";
import { documentNumber, documentSeries } from "./document-number";
import { financialYear } from "./financial-year";

describe("documentNumber", () => {
  it("writes series, financial year and a five-digit serial", () => {
    const year = financialYear(new Date("2026-11-26T10:00:00Z"));
    expect(documentNumber(documentSeries("TW", "invoice"), year, 42)).toBe("TW/26-27/00042");
    expect(documentNumber(documentSeries("TW", "credit-note"), year, 3)).toBe("TWCN/26-27/00003");
  });

  it("numbers the first invoice of a new financial year from IST midnight on 1 April", () => {
    expect(documentNumber("TW/", financialYear(new Date("2027-03-31T18:29:59.999Z")), 1)).toBe("TW/26-27/00001");
    expect(documentNumber("TW/", financialYear(new Date("2027-03-31T18:30:00.000Z")), 1)).toBe("TW/27-28/00001");
  });

  it("refuses a number longer than Rule 46's 16 characters", () => {
    expect(() => documentNumber("TWCN/", financialYear(new Date("2026-11-26")), 100_000)).toThrow(/16 characters/);
  });
});
