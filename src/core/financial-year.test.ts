import { describe, expect, it } from "vitest";
import { financialYear, istDate } from "./financial-year";

describe("istDate", () => {
  it("gives the date in India, which runs 5:30 ahead of UTC", () => {
    expect(istDate(new Date("2026-04-01T00:00:00Z"))).toBe("2026-04-01");
    expect(istDate(new Date("2026-03-31T18:29:59.999Z"))).toBe("2026-03-31");
    expect(istDate(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(istDate(Date.parse("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
  });

  it("refuses an invalid date", () => {
    expect(() => istDate(new Date("not a date"))).toThrow(RangeError);
  });
});

describe("financialYear", () => {
  it("changes at midnight IST on 1 April", () => {
    expect(financialYear(new Date("2027-03-31T18:29:59.999Z"))).toEqual({ start: 2026, label: "26-27" });
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toEqual({ start: 2027, label: "27-28" });
    // 1 April 00:00 UTC is already 05:30 on 1 April in India.
    expect(financialYear(new Date("2027-04-01T00:00:00Z")).label).toBe("27-28");
  });

  it("counts January to March in the year that began the April before", () => {
    expect(financialYear(new Date("2026-01-15T06:00:00Z"))).toEqual({ start: 2025, label: "25-26" });
    expect(financialYear(new Date("2026-04-01T06:00:00Z"))).toEqual({ start: 2026, label: "26-27" });
    expect(financialYear(new Date("2026-12-31T18:29:59Z"))).toEqual({ start: 2026, label: "26-27" });
  });

  it("writes the turn of the century with two digits each", () => {
    expect(financialYear(new Date("2099-06-01T00:00:00Z")).label).toBe("99-00");
    expect(financialYear(new Date("2100-02-01T00:00:00Z")).label).toBe("99-00");
    expect(financialYear(new Date("2008-06-01T00:00:00Z")).label).toBe("08-09");
  });
});
