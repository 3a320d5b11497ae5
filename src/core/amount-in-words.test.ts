import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it("writes rupees and paise the Indian way", () => {
    expect(amountInWords(12345650)).toBe("Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Paise Fifty Only");
    expect(amountInWords(49900)).toBe("Rupees Four Hundred Ninety-Nine Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Paise Five Only");
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(1999)).toBe("Rupees Nineteen and Paise Ninety-Nine Only");
  });

  it("uses thousand, lakh and crore, with no empty groups", () => {
    expect(amountInWords(20500000000)).toBe("Rupees Twenty Crore Fifty Lakh Only");
    expect(amountInWords(2050000000)).toBe("Rupees Two Crore Five Lakh Only");
    expect(amountInWords(1000000000)).toBe("Rupees One Crore Only");
    expect(amountInWords(10000000)).toBe("Rupees One Lakh Only");
    expect(amountInWords(100000)).toBe("Rupees One Thousand Only");
    expect(amountInWords(1001000)).toBe("Rupees Ten Thousand Ten Only");
    expect(amountInWords(99999999999)).toBe(
      "Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Paise Ninety-Nine Only",
    );
    expect(amountInWords(1234567800000)).toBe("Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Only");
  });

  it("hyphenates compounds only, and puts no 'and' inside the rupees", () => {
    expect(amountInWords(1230000)).toBe("Rupees Twelve Thousand Three Hundred Only");
    expect(amountInWords(11100)).toBe("Rupees One Hundred Eleven Only");
    expect(amountInWords(4000)).toBe("Rupees Forty Only");
    expect(amountInWords(4100)).toBe("Rupees Forty-One Only");
  });

  it("refuses fractions of a paisa and negative amounts", () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});
