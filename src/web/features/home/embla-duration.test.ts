import { describe, expect, it } from "vitest";
import { emblaDurationFor, settleTimeMs } from "./embla-duration";

describe("hero transition time", () => {
  it("picks the Embla duration whose slide change settles within 500 ms", () => {
    const duration = emblaDurationFor(500);
    expect(settleTimeMs(duration)).toBeLessThanOrEqual(500);
    expect(settleTimeMs(duration)).toBeGreaterThan(400);
    expect(settleTimeMs(duration + 1)).toBeGreaterThan(500);
  });
});
