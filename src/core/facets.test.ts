import { describe, expect, it } from "vitest";
import { facetParamPairs, facetValues, readFacetFilters, toggleFacetValue } from "./facets";
import { INTERFACES, LOGIC_LEVELS } from "./specs";

describe("catalog facets", () => {
  it("offers the interfaces and logic levels the specifications know", () => {
    expect(facetValues("interface")).toEqual([...INTERFACES]);
    // "both" is no choice of its own: such a part is listed under each level.
    expect(facetValues("logic")).toEqual(LOGIC_LEVELS.filter((level) => level !== "both"));
  });

  it("reads repeated values as one list in the facet's order and reports the first unknown value", () => {
    const asked: Record<string, string[]> = { interface: ["SPI", "I2C", "SPI"], voltage: ["12", "4"], type: ["power-source"] };
    expect(readFacetFilters((name) => asked[name] ?? [])).toEqual({
      filters: { interface: ["I2C", "SPI"], voltage: ["12"], type: ["power-source"] },
      invalid: { name: "voltage", value: "4" },
    });
  });

  it("adds and removes a value, writing the address parameters in one order", () => {
    const filters = toggleFacetValue({ interface: ["SPI"] }, "interface", "I2C");
    expect(facetParamPairs({ ...filters, logic: ["5"] })).toEqual([
      ["logic", "5"],
      ["interface", "I2C"],
      ["interface", "SPI"],
    ]);
    expect(toggleFacetValue(filters, "interface", "SPI")).toEqual({ interface: ["I2C"] });
    expect(toggleFacetValue({ logic: ["5"] }, "logic", "5")).toEqual({});
  });
});
