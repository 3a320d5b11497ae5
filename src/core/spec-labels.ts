import { defineMessages, type Translate } from "~/src/core/i18n";
import type { Interface, LogicLevel, PartKind, ProductSpecs } from "./specs";

/**
 * How a product's specifications read to people: the labels and units the product page's table, the staff
 * editor and the filters share, so "I²C" or "3.3–5 V" is written one way everywhere.
 */

/**
 * The product page's table in the page's language (issue 33): the labels of SPEC_LABELS and the words around
 * values as messages. `specRows` and `documentLinks` take the page's translator; units and numbers stay as
 * Hindi readers write them too (V, mA, mm).
 */
const pageText = defineMessages("specs", {
  voltage: "Operating voltage",
  logic: "Logic level",
  interfaces: "Interfaces",
  currentMa: "Current draw",
  needsDriver: "Needs a motor driver",
  isDriver: "Is a motor driver",
  powerSource: "Power source",
  dimensionsMm: "Dimensions",
  weightG: "Weight",
  logicBoth: "3.3 V and 5 V",
  analog: "Analog",
  yes: "Yes",
  no: "No",
  pdf: "PDF, {size}",
  bytes: "{count} bytes",
});

/** The labels in English, as the staff editor and the filters show them (plain text messages stay strings when compiled). */
const english = (key: keyof typeof pageText) => pageText[key].message as string;

export const SPEC_LABELS = {
  voltage: english("voltage"),
  logic: english("logic"),
  interfaces: english("interfaces"),
  currentMa: english("currentMa"),
  needsDriver: english("needsDriver"),
  isDriver: english("isDriver"),
  powerSource: english("powerSource"),
  dimensionsMm: english("dimensionsMm"),
  weightG: english("weightG"),
  kind: "Kind of part",
} as const;

export const LOGIC_LABELS: Record<LogicLevel, string> = { "3.3": "3.3 V", "5": "5 V", both: "3.3 V and 5 V" };

export const INTERFACE_LABELS: Record<Interface, string> = {
  I2C: "I²C",
  SPI: "SPI",
  UART: "UART",
  PWM: "PWM",
  GPIO: "GPIO",
  USB: "USB",
  analog: "Analog",
};

export const KIND_LABELS: Record<PartKind, string> = {
  board: "Board (runs the program)",
  "level-shifter": "Level shifter",
  breadboard: "Breadboard",
  "jumper-wires": "Jumper wires",
  "breadboard-kit": "Breadboard with jumper wires",
};

/** At most three decimals and no trailing zeros: 3.3, 0.065, 68.6. */
function formatNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** "5 V", or "3.3–5 V" for a range; one end alone reads as that voltage. */
export function formatVolts(min: number | undefined, max: number | undefined): string | null {
  const low = min ?? max;
  const high = max ?? min;
  if (low === undefined || high === undefined) return null;
  return low === high ? `${formatNumber(low)} V` : `${formatNumber(low)}–${formatNumber(high)} V`;
}

/** "20 mA", and amperes from 1000 mA on: "1.7 A". */
export function formatCurrent(milliamps: number): string {
  return milliamps >= 1000 ? `${formatNumber(milliamps / 1000)} A` : `${formatNumber(milliamps)} mA`;
}

export function formatDimensions(size: NonNullable<ProductSpecs["dimensionsMm"]>): string {
  return `${[size.length, size.width, size.height].flatMap((side) => (side === undefined ? [] : [formatNumber(side)])).join(" × ")} mm`;
}

/** "25 g", and kilograms from 1000 g on. */
export function formatWeight(grams: number): string {
  return grams >= 1000 ? `${formatNumber(grams / 1000)} kg` : `${formatNumber(grams)} g`;
}

/** A file's size as a download link states it: "850 bytes", "120 KB", "1.2 MB" (powers of 1000). */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${formatNumber(Math.round(bytes / 100_000) / 10)} MB`;
}

/** A datasheet as its download link reads: the file's name, then its type and size ("PDF, 1.2 MB"). */
export interface DocumentLink {
  name: string;
  url: string;
  details: string;
}

/** Datasheets are PDFs (the upload checks the bytes), so the type is always PDF. */
export function documentLinks(documents: ReadonlyArray<{ name: string; url: string; bytes: number }>, t: Translate): DocumentLink[] {
  const size = (bytes: number) => (bytes < 1000 ? t(pageText.bytes, { count: String(bytes) }) : formatBytes(bytes));
  return documents.map(({ name, url, bytes }) => ({ name, url, details: t(pageText.pdf, { size: size(bytes) }) }));
}

export interface SpecRow {
  label: string;
  value: string;
}

/**
 * The specifications as table rows, known attributes first in a fixed order, then the free rows as staff wrote
 * them. The kind of part is left out: it sorts parts for the kit's hints and says nothing a buyer needs.
 */
export function specRows(specs: ProductSpecs, t: Translate): SpecRow[] {
  const rows: SpecRow[] = [];
  const add = (label: keyof typeof pageText, value: string | null | undefined) => {
    if (value) rows.push({ label: t(pageText[label]), value });
  };
  const yesNo = (value: boolean) => t(value ? pageText.yes : pageText.no);
  const logic = (level: LogicLevel) => (level === "both" ? t(pageText.logicBoth) : LOGIC_LABELS[level]);
  add("voltage", formatVolts(specs.voltageMin, specs.voltageMax));
  add("logic", specs.logic && logic(specs.logic));
  add("interfaces", specs.interfaces?.map((name) => (name === "analog" ? t(pageText.analog) : INTERFACE_LABELS[name])).join(", "));
  add("currentMa", specs.currentMa === undefined ? null : formatCurrent(specs.currentMa));
  add("needsDriver", specs.needsDriver === undefined ? null : yesNo(specs.needsDriver));
  add("isDriver", specs.isDriver === undefined ? null : yesNo(specs.isDriver));
  add("powerSource", specs.powerSource && `${formatNumber(specs.powerSource.voltage)} V`);
  add("dimensionsMm", specs.dimensionsMm && formatDimensions(specs.dimensionsMm));
  add("weightG", specs.weightG === undefined ? null : formatWeight(specs.weightG));
  for (const { key, value } of specs.extra ?? []) if (value) rows.push({ label: key, value });
  return rows;
}
