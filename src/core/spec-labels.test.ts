import { describe, expect, it } from "vitest";
import { documentLinks, formatBytes, formatCurrent, formatDimensions, formatVolts, formatWeight, specRows } from "./spec-labels";
import { createTranslator } from "~/src/core/i18n";

const englishText = createTranslator("en").t;

describe("spec labels", () => {
  it("writes voltages, currents, sizes, weights and file sizes with their units", () => {
    expect(formatVolts(3.3, 5)).toBe("3.3–5 V");
    expect(formatVolts(5, 5)).toBe("5 V");
    expect(formatVolts(undefined, 12)).toBe("12 V");
    expect(formatVolts(undefined, undefined)).toBeNull();
    expect(formatCurrent(0.065)).toBe("0.065 mA");
    expect(formatCurrent(1700)).toBe("1.7 A");
    expect(formatDimensions({ length: 68.6, width: 53.4 })).toBe("68.6 × 53.4 mm");
    expect(formatDimensions({ length: 43, width: 43, height: 27 })).toBe("43 × 43 × 27 mm");
    expect(formatWeight(13.4)).toBe("13.4 g");
    expect(formatWeight(1500)).toBe("1.5 kg");
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(84_200)).toBe("84 KB");
    expect(formatBytes(1_234_567)).toBe("1.2 MB");
  });

  it("lists the known facts in a fixed order, says Yes/No, leaves out the kind and keeps the free rows last", () => {
    const rows = specRows(
      {
        extra: [{ key: "Gears", value: "Metal" }],
        kind: "board",
        needsDriver: false,
        isDriver: true,
        logic: "both",
        interfaces: ["analog", "I2C"],
      },
      englishText,
    );
    expect(rows).toEqual([
      { label: "Logic level", value: "3.3 V and 5 V" },
      { label: "Interfaces", value: "Analog, I²C" },
      { label: "Needs a motor driver", value: "No" },
      { label: "Is a motor driver", value: "Yes" },
      { label: "Gears", value: "Metal" },
    ]);
    expect(specRows({}, englishText)).toEqual([]);
  });

  it("words each datasheet's link details as type and size", () => {
    expect(documentLinks([{ name: "Datasheet", url: "/files/a.pdf", bytes: 1_234_567 }], englishText)).toEqual([
      { name: "Datasheet", url: "/files/a.pdf", details: "PDF, 1.2 MB" },
    ]);
  });
});
