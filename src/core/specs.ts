import { z } from "zod";

/**
 * A product's structured specifications: the few facts that decide whether parts work together (supply
 * voltage, logic level, interface, current, motors and their drivers, power) and what a buyer compares
 * (size, weight), plus free key–value rows for the rest. Every field is optional: a fact nobody checked is
 * left out rather than guessed. Voltages in volts, current in milliamperes, sizes in millimetres, weight in grams.
 */

/** The logic level of a part's signal pins: 3.3 V, 5 V, or tolerant of both. */
export const LOGIC_LEVELS = ["3.3", "5", "both"] as const;
export type LogicLevel = (typeof LOGIC_LEVELS)[number];

export const INTERFACES = ["I2C", "SPI", "UART", "PWM", "GPIO", "USB", "analog"] as const;
export type Interface = (typeof INTERFACES)[number];

/**
 * What a part is, where the kit's hints need to know it (src/core/kit-hints.ts): a board runs the sketch, a
 * level shifter joins 3.3 V and 5 V logic, a breadboard and jumper wires join everything (a breadboard kit comes
 * with its wires, so it is both). Other parts leave it out.
 */
export const PART_KINDS = ["board", "level-shifter", "breadboard", "jumper-wires", "breadboard-kit"] as const;
export type PartKind = (typeof PART_KINDS)[number];

export const SPEC_EXTRA_MAX_ROWS = 20;
const MAX_VOLTS = 1000;

const volts = (label: string) =>
  z
    .number({ message: `${label} must be a number of volts.` })
    .min(0, `${label} must be at least 0 V.`)
    .max(MAX_VOLTS, `${label} must be at most ${MAX_VOLTS} V.`);
const positive = (label: string, unit: string, max: number) =>
  z
    .number({ message: `${label} must be a number of ${unit}.` })
    .gt(0, `${label} must be more than 0 ${unit}.`)
    .max(max, `${label} must be at most ${max} ${unit}.`);
const specText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const productSpecsSchema = z
  .strictObject({
    voltageMin: volts("Minimum voltage").optional(),
    voltageMax: volts("Maximum voltage").optional(),
    logic: z.enum(LOGIC_LEVELS, { message: `Logic level must be one of ${LOGIC_LEVELS.join(", ")}.` }).optional(),
    interfaces: z
      .array(z.enum(INTERFACES, { message: `Each interface must be one of ${INTERFACES.join(", ")}.` }))
      .max(INTERFACES.length)
      .refine((list) => new Set(list).size === list.length, "Interfaces must not repeat.")
      .optional(),
    currentMa: positive("Current draw", "mA", 100_000).optional(),
    needsDriver: z.boolean({ message: "Needs a motor driver must be true or false." }).optional(),
    isDriver: z.boolean({ message: "Is a motor driver must be true or false." }).optional(),
    powerSource: z.strictObject({ voltage: positive("Power source voltage", "V", MAX_VOLTS) }).optional(),
    dimensionsMm: z
      .strictObject({
        length: positive("Length", "mm", 10_000),
        width: positive("Width", "mm", 10_000),
        height: positive("Height", "mm", 10_000).optional(),
      })
      .optional(),
    weightG: positive("Weight", "g", 1_000_000).optional(),
    kind: z.enum(PART_KINDS, { message: `Kind must be one of ${PART_KINDS.join(", ")}.` }).optional(),
    extra: z
      .array(z.strictObject({ key: specText("Specification name", 60), value: specText("Specification value", 200) }))
      .max(SPEC_EXTRA_MAX_ROWS, `At most ${SPEC_EXTRA_MAX_ROWS} other specifications.`)
      .optional(),
  })
  .refine((specs) => specs.voltageMin === undefined || specs.voltageMax === undefined || specs.voltageMin <= specs.voltageMax, {
    message: "Minimum voltage must not be above the maximum voltage.",
    path: ["voltageMin"],
  });
export type ProductSpecs = z.infer<typeof productSpecsSchema>;

/** Whether a part's pins work at a logic level ("both" works at either). */
export function speaksLogic(specs: ProductSpecs, level: Exclude<LogicLevel, "both">): boolean {
  return specs.logic === level || specs.logic === "both";
}
