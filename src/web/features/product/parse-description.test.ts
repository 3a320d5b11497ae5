import { describe, expect, it } from "vitest";
import { parseDescription, summary } from "./parse-description";

describe("parseDescription", () => {
  it("splits paragraphs and the Specifications block into key/value rows", () => {
    const text =
      "First paragraph.\n\nSecond paragraph.\n\nSpecifications:\n- Microcontroller: ATmega328P at 16 MHz\n- Operating voltage: 5 V (7–12 V on the jack)";
    expect(parseDescription(text)).toEqual({
      paragraphs: ["First paragraph.", "Second paragraph."],
      specs: [
        { key: "Microcontroller", value: "ATmega328P at 16 MHz" },
        { key: "Operating voltage", value: "5 V (7–12 V on the jack)" },
      ],
    });
  });

  it("keeps a description without specifications as paragraphs", () => {
    expect(parseDescription("Only words here.")).toEqual({ paragraphs: ["Only words here."], specs: [] });
  });

  it("summarises the first paragraph, cut at a word", () => {
    const long = `${"word ".repeat(60)}end`;
    const short = summary(long, 100);
    expect(short.length).toBeLessThanOrEqual(100);
    expect(short.endsWith("…")).toBe(true);
    expect(summary("Short one.\n\nSpecifications:\n- a: b")).toBe("Short one.");
  });
});
