import { describe, expect, it } from "vitest";
import { documentFonts } from "./fonts";
import { scriptRuns } from "./script-runs";

const runs = (text: string, weight: "regular" | "bold" = "regular") => scriptRuns(text, weight, documentFonts());

describe("scriptRuns", () => {
  it("keeps a Hindi phrase, with its spaces and joiners, in one Devanagari run", () => {
    expect(runs("Attn: प्रिया शर्मा Pune")).toEqual([
      { text: "Attn: ", font: "latin" },
      { text: "प्रिया शर्मा ", font: "devanagari" },
      { text: "Pune", font: "latin" },
    ]);
    // The Devanagari font has no comma: punctuation it lacks goes to DejaVu.
    expect(runs("शर्मा, Pune").map((run) => run.font)).toEqual(["devanagari", "latin"]);
    expect(runs("क्\u200dष", "bold")).toEqual([{ text: "क्\u200dष", font: "devanagariBold" }]);
  });

  it("draws ₹ and Latin with DejaVu", () => {
    expect(runs("₹1,23,456.00 — ‘ok’")).toEqual([{ text: "₹1,23,456.00 — ‘ok’", font: "latin" }]);
  });

  it("puts ? for what no font has, turns tabs into spaces and drops control characters", () => {
    expect(runs("a🤖舵\tb\u0007c\ufe0f\ufeff\u00a0d")).toEqual([{ text: "a?? bc d", font: "latin" }]);
  });
});
