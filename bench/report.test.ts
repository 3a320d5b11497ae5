import { describe, expect, it } from "vitest";
import { combineRounds, type RoundResult } from "./report";

const round = (reqPerSec: number, helloReqPerSec: number, p99 = 5): RoundResult => ({
  measured: { reqPerSec, p50: 2, p99, failures: 0, kbPerResponse: 2 },
  helloReqPerSec,
  sameSizeReqPerSec: helloReqPerSec,
});

describe("combineRounds", () => {
  it("takes each round's ratio against its own yardstick, then the median, and keeps the spread", () => {
    // The machine slowed down in the second round: both runs of that round moved together.
    const row = combineRounds([round(25_000, 50_000), round(12_000, 20_000, 9), round(22_000, 50_000)]);
    expect(row.share).toEqual({ median: 0.5, low: 0.44, high: 0.6 });
    expect(row.reqPerSec).toBe(22_000);
    expect(row.helloReqPerSec).toBe(50_000);
    expect(row.p99).toBe(5);
    expect(row.rounds).toBe(3);
  });

  it("counts every round's failures", () => {
    const failing = { ...round(1_000, 2_000), measured: { ...round(1_000, 2_000).measured, failures: 3 } };
    expect(combineRounds([failing, failing]).failures).toBe(6);
  });
});
