import type { ProductSpecs } from "~/src/core/specs";

/**
 * Specifications for the bench's synthetic products, like the demo catalog's parts of each shelf, so the
 * catalog's attribute filters and facet counts are measured on a realistic spread (some values common,
 * some rare, some parts with none) rather than on empty `{}`.
 */
const BY_CATEGORY: Record<string, ProductSpecs[]> = {
  "Boards & Microcontrollers": [
    { logic: "5", interfaces: ["UART", "PWM", "GPIO", "USB", "analog"], voltageMin: 5, voltageMax: 5, kind: "board", currentMa: 50 },
    { logic: "3.3", interfaces: ["I2C", "SPI", "UART", "PWM", "GPIO", "USB"], voltageMin: 3.3, voltageMax: 3.6, kind: "board", currentMa: 240 },
    { logic: "3.3", interfaces: ["I2C", "SPI", "UART", "GPIO", "USB", "analog"], voltageMin: 5, voltageMax: 5, kind: "board" },
  ],
  Sensors: [
    { logic: "both", interfaces: ["I2C"], voltageMin: 3.3, voltageMax: 5, currentMa: 1 },
    { logic: "5", interfaces: ["GPIO"], voltageMin: 5, voltageMax: 5, currentMa: 15 },
    { interfaces: ["analog"], voltageMin: 3.3, voltageMax: 5 },
    { logic: "3.3", interfaces: ["I2C", "SPI"], voltageMin: 1.8, voltageMax: 3.6 },
    { logic: "both", interfaces: ["UART"], voltageMin: 4.5, voltageMax: 5.5, currentMa: 60 },
  ],
  "Motors & Drivers": [
    { needsDriver: true, voltageMin: 3, voltageMax: 6, currentMa: 250 },
    { needsDriver: true, voltageMin: 6, voltageMax: 12, currentMa: 800 },
    { isDriver: true, logic: "5", interfaces: ["PWM", "GPIO"], voltageMin: 5, voltageMax: 35 },
    { logic: "both", interfaces: ["PWM"], voltageMin: 4.8, voltageMax: 6, currentMa: 500 },
  ],
  "Wireless & Communication": [
    { logic: "3.3", interfaces: ["UART"], voltageMin: 3.6, voltageMax: 6, currentMa: 40 },
    { logic: "3.3", interfaces: ["SPI"], voltageMin: 1.9, voltageMax: 3.6, currentMa: 12 },
    { logic: "both", interfaces: ["UART"], voltageMin: 3.4, voltageMax: 4.4 },
  ],
  Displays: [
    { logic: "both", interfaces: ["I2C"], voltageMin: 3.3, voltageMax: 5, currentMa: 20 },
    { logic: "5", interfaces: ["I2C"], voltageMin: 5, voltageMax: 5 },
    { logic: "3.3", interfaces: ["SPI"], voltageMin: 3.3, voltageMax: 3.3 },
  ],
  Power: [
    { powerSource: { voltage: 7.4 }, voltageMin: 7.4, voltageMax: 8.4 },
    { powerSource: { voltage: 9 } },
    { powerSource: { voltage: 5 }, interfaces: ["USB"] },
    { voltageMin: 4.5, voltageMax: 28 },
    { powerSource: { voltage: 12 } },
  ],
  "Prototyping & Passives": [{}, { kind: "breadboard" }, { kind: "jumper-wires" }, {}],
  "Drone & Robotics Kits": [
    { needsDriver: true, voltageMin: 6, voltageMax: 12 },
    { logic: "5", interfaces: ["PWM", "GPIO", "UART"], voltageMin: 7, voltageMax: 12 },
    {},
  ],
};

const ANY = Object.values(BY_CATEGORY).flat();

/** The `round`th product of a category gets that category's templates in turn. */
export function benchSpecs(category: string, round: number): ProductSpecs {
  const templates = BY_CATEGORY[category] ?? ANY;
  return structuredClone(templates[round % templates.length]);
}

/** "3.3–5 V" for the description's specification block. */
export function voltageText(specs: ProductSpecs): string {
  const low = specs.voltageMin ?? specs.voltageMax ?? specs.powerSource?.voltage;
  const high = specs.voltageMax ?? low;
  if (low === undefined) return "n/a";
  return low === high ? `${low} V DC` : `${low}–${high} V DC`;
}
