import { describe, expect, it } from "vitest";
import { uqcCode, uqcCodeName } from "./gst-uqc";

/** The offline tool's UQC list: the CSV's cell is "code-name", the JSON's the code alone. */
describe("UQC", () => {
  it.each([
    ["NOS", "NOS", "NOS-NUMBERS"],
    ["pcs", "PCS", "PCS-PIECES"],
    ["SET-SETS", "SET", "SET-SETS"],
    ["MLT", "MLT", "MLT-MILILITRE"],
    ["NA", "NA", "NA"],
    ["BOXES", "OTH", "OTH-OTHERS"],
  ])("%j is %j in the JSON and %j in the CSV", (unit, code, codeName) => {
    expect(uqcCode(unit)).toBe(code);
    expect(uqcCodeName(unit)).toBe(codeName);
  });
});
