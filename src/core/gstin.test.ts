import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkGstin, gstinCheckCharacter } from "./gstin";

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);
const refusal = (text: string) => {
  const result = checkGstin(text);
  return result.ok ? null : result.message;
};

describe("gstinCheckCharacter", () => {
  it("agrees with published GSTINs", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V"); // the example widely cited as valid
    expect(gstinCheckCharacter("29AAGCB7383J1Z")).toBe("4"); // Flipkart Internet Pvt Ltd, Karnataka
  });

  it("refuses anything but 14 letters and digits", () => {
    expect(() => gstinCheckCharacter("27AAPFU0939F1")).toThrow(RangeError);
    expect(() => gstinCheckCharacter("27AAPFU0939F1-")).toThrow(RangeError);
  });

  it("catches every single-character typo", () => {
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...alphabet), minLength: 14, maxLength: 14 }), fc.nat(13), fc.nat(34), (first14, at, shift) => {
        const typo = alphabet[(alphabet.indexOf(first14[at]) + 1 + shift) % 36];
        const changed = first14.slice(0, at) + typo + first14.slice(at + 1);
        expect(gstinCheckCharacter(changed)).not.toBe(gstinCheckCharacter(first14));
      }),
    );
  });
});

describe("checkGstin", () => {
  it("accepts valid GSTINs, trimmed and upper-cased, with their state code", () => {
    expect(checkGstin("27AAPFU0939F1ZV")).toEqual({ ok: true, gstin: "27AAPFU0939F1ZV", stateCode: "27" });
    expect(checkGstin("  29aagcb7383j1z4 ")).toEqual({ ok: true, gstin: "29AAGCB7383J1Z4", stateCode: "29" });
    for (const first14 of ["07AABCT1234Q1Z", "26AAACD5678K2Z", "38AAAPL1234C9Z", "97AAAAA0000AAZ", "01ABCPK1234LBZ"]) {
      expect(checkGstin(withCheck(first14)).ok).toBe(true);
    }
  });

  it("says when the length is wrong", () => {
    for (const text of ["", "29AAGCB7383J1Z", "29AAGCB7383J1Z44", "29 AAGCB7383J1Z4"]) expect(refusal(text)).toBe("GSTIN must be 15 characters.");
  });

  it("says when a character is not a letter or digit", () => {
    expect(refusal("29AAGCB-7383J1Z")).toBe("GSTIN must contain only letters and digits.");
  });

  it("says when the state code is not one", () => {
    // 99 (Centre Jurisdiction), 25 (Daman & Diu before the 2020 merger), 28 (undivided Andhra Pradesh), 00.
    for (const code of ["99", "25", "28", "00", "39", "AB"]) {
      expect(refusal(withCheck(`${code}AAGCB7383J1Z`))).toBe("GSTIN's first two digits must be a state code, such as 29 for Karnataka.");
    }
  });

  it("says when characters 3–12 are not a PAN", () => {
    for (const pan of ["AAGC17383J", "AAGCBX383J", "AAGCB73834", "1AGCB7383J"]) {
      expect(refusal(withCheck(`29${pan}1Z`))).toBe("GSTIN's characters 3–12 must be a PAN: 5 letters, 4 digits and a letter.");
    }
  });

  it("says when the entity number is 0", () => {
    expect(refusal(withCheck("29AAGCB7383J0Z"))).toBe("GSTIN's 13th character must be 1–9 or a letter.");
  });

  it("says when the 14th character is not Z", () => {
    expect(refusal(withCheck("29AAGCB7383J1Y"))).toBe("GSTIN's 14th character must be Z.");
  });

  it("says when the check character does not match, without suggesting one", () => {
    expect(refusal("29AAGCB7383J1Z5")).toBe("GSTIN's last character does not match the rest: please check it for a typing mistake.");
    expect(refusal("29AAGCB7388J1Z4")).toMatch(/typing mistake/); // a typo in the PAN, caught by the check
  });
});
