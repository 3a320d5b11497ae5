import { describe, expect, it } from "vitest";
import { workshopEstimate } from "./workshop";

describe("workshop estimate (§9)", () => {
  it("needs one kit per 4 students, rounded up, at 2000 per kit; never below 0", () => {
    expect(workshopEstimate(0)).toEqual({ students: 0, kits: 0, costRupees: 0 });
    expect(workshopEstimate(1)).toMatchObject({ kits: 1, costRupees: 2000 });
    expect(workshopEstimate(4)).toMatchObject({ kits: 1, costRupees: 2000 });
    expect(workshopEstimate(5)).toMatchObject({ kits: 2, costRupees: 4000 });
    expect(workshopEstimate(30)).toMatchObject({ kits: 8, costRupees: 16000 });
    expect(workshopEstimate(-8)).toMatchObject({ students: 0, kits: 0 });
    expect(workshopEstimate(Number.NaN)).toMatchObject({ kits: 0 });
  });
});
