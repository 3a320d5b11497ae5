import { describe, expect, it } from "vitest";
import {
  blockedRule,
  cityOf,
  DEFAULT_DELIVERY_RULES,
  deliveryDays,
  estimatedDeliveryDate,
  pinInAddress,
  zoneOf,
  type DeliveryRules,
} from "./delivery";

// The shop in Koramangala, Bengaluru (560034).
const SHOP = { district: "Bengaluru Urban", stateCode: "29" };
const place = (district: string, stateCode: string) => ({ district, stateCode });

describe("zoneOf, from the shop's own PIN", () => {
  it.each([
    ["Bengaluru Urban", "29", "same-city"],
    ["Mysuru", "29", "same-state"],
    ["Mumbai Suburban", "27", "metro"],
    ["Central", "07", "metro"],
    ["Hyderabad", "36", "metro"],
    ["Pune", "27", "metro"],
    ["Kamrup Metro", "18", "special"],
    ["Leh Ladakh", "38", "special"],
    ["South Andamans", "35", "special"],
    ["Srinagar", "01", "special"],
    ["Lakshadweep", "31", "special"],
    ["Ernakulam", "32", "rest-of-india"],
    ["Nagpur", "27", "rest-of-india"],
  ])("%s (%s) is %s", (district, stateCode, zone) => {
    expect(zoneOf(place(district, stateCode), SHOP)).toBe(zone);
  });

  it("puts the shop's own city before metro: a Mumbai shop's Mumbai PIN is same-city, its Pune PIN same-state", () => {
    const mumbai = place("Mumbai", "27");
    expect(zoneOf(place("Mumbai Suburban", "27"), mumbai)).toBe("same-city");
    expect(zoneOf(place("Pune", "27"), mumbai)).toBe("same-state");
    expect(zoneOf(place("Bengaluru Urban", "29"), mumbai)).toBe("metro");
  });

  it("without the shop's district has no same city, and without its place no same state", () => {
    expect(zoneOf(place("Bengaluru Urban", "29"), { district: "", stateCode: "29" })).toBe("same-state");
    expect(zoneOf(place("Mysuru", "29"), null)).toBe("rest-of-india");
  });
});

describe("cityOf", () => {
  it("writes the town as people do", () => {
    expect(cityOf(place("Bengaluru Urban", "29"))).toBe("Bengaluru");
    expect(cityOf(place("Mumbai Suburban", "27"))).toBe("Mumbai");
    expect(cityOf(place("South West", "07"))).toBe("Delhi");
    expect(cityOf(place("New Delhi", "07"))).toBe("New Delhi");
    expect(cityOf(place("Ernakulam", "32"))).toBe("Ernakulam");
  });
});

describe("the estimate", () => {
  const rules: DeliveryRules = {
    ...DEFAULT_DELIVERY_RULES,
    zones: DEFAULT_DELIVERY_RULES.zones.map((entry) => (entry.zone === "special" ? { ...entry, extraDays: 3 } : entry)),
  };

  it("is the order date in India + 4 days, and the zone's extra days", () => {
    // Thursday 26 Nov 2026, 20:00 IST.
    const ordered = new Date("2026-11-26T14:30:00Z");
    expect(estimatedDeliveryDate(ordered, deliveryDays("same-city", DEFAULT_DELIVERY_RULES), false)).toBe("2026-11-30");
    expect(estimatedDeliveryDate(ordered, deliveryDays("special", rules), false)).toBe("2026-12-03");
    // 19:00 UTC on the 26th is 00:30 on the 27th in India: counted from the 27th.
    expect(estimatedDeliveryDate(new Date("2026-11-26T19:00:00Z"), 4, false)).toBe("2026-12-01");
  });

  it("skips Sundays when staff say so: Thursday + 4 is Tuesday, not Monday", () => {
    const thursday = new Date("2026-11-26T06:00:00Z");
    expect(estimatedDeliveryDate(thursday, 4, false)).toBe("2026-11-30");
    expect(estimatedDeliveryDate(thursday, 4, true)).toBe("2026-12-01");
    // A Saturday order 1 day out lands on Monday.
    expect(estimatedDeliveryDate(new Date("2026-11-28T06:00:00Z"), 1, true)).toBe("2026-11-30");
  });
});

describe("blocked PINs", () => {
  const rules: DeliveryRules = {
    ...DEFAULT_DELIVERY_RULES,
    blocked: [
      { prefix: "7443", message: "Car Nicobar is served by sea only." },
      { prefix: "744301", message: "No courier reaches this post office." },
    ],
  };

  it("match a whole PIN or its first digits, the longest rule winning", () => {
    expect(blockedRule("744301", rules)?.message).toBe("No courier reaches this post office.");
    expect(blockedRule("744302", rules)?.message).toBe("Car Nicobar is served by sea only.");
    expect(blockedRule("744101", rules)).toBeNull();
  });
});

describe("pinInAddress", () => {
  it("finds the shop's PIN in the last address line holding one", () => {
    expect(pinInAddress(["Tinkerwala Store", "2nd Floor, 14 Maker Lane", "Bengaluru, Karnataka 560034", "India"])).toBe("560034");
    expect(pinInAddress(["Plot 12", "Pune 411 001"])).toBeNull();
    expect(pinInAddress(["Unit 1234567"])).toBeNull();
  });
});
