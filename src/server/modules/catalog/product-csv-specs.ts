import { INTERFACES, productSpecsSchema, type ProductSpecs } from "~/src/core/specs";

/**
 * A product's specifications as CSV columns (one cell per known attribute, free rows in one cell). Every column
 * is optional on import: a column left out of the file keeps that fact as it is; a blank cell in a column the
 * file has removes it.
 */
export const SPEC_COLUMNS = [
  "voltageMin",
  "voltageMax",
  "logic",
  "interfaces",
  "currentMa",
  "needsDriver",
  "isDriver",
  "powerSourceVoltage",
  "dimensionsMm",
  "weightG",
  "kind",
  "specsExtra",
] as const;
type SpecColumn = (typeof SPEC_COLUMNS)[number];

/** Lists share a cell, separated by "|" like the images. */
const LIST_SEPARATOR = "|";
const DIMENSION_SEPARATOR = "x";

/** The field of ProductSpecs each column writes. */
const FIELD_OF: Record<SpecColumn, keyof ProductSpecs> = {
  voltageMin: "voltageMin",
  voltageMax: "voltageMax",
  logic: "logic",
  interfaces: "interfaces",
  currentMa: "currentMa",
  needsDriver: "needsDriver",
  isDriver: "isDriver",
  powerSourceVoltage: "powerSource",
  dimensionsMm: "dimensionsMm",
  weightG: "weightG",
  kind: "kind",
  specsExtra: "extra",
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column])) as Record<keyof ProductSpecs, SpecColumn>;

const text = (value: number | undefined) => (value === undefined ? "" : String(value));

export function specsToCells(specs: ProductSpecs): Record<SpecColumn, string> {
  const size = specs.dimensionsMm;
  return {
    voltageMin: text(specs.voltageMin),
    voltageMax: text(specs.voltageMax),
    logic: specs.logic ?? "",
    interfaces: (specs.interfaces ?? []).join(LIST_SEPARATOR),
    currentMa: text(specs.currentMa),
    needsDriver: specs.needsDriver === undefined ? "" : String(specs.needsDriver),
    isDriver: specs.isDriver === undefined ? "" : String(specs.isDriver),
    powerSourceVoltage: text(specs.powerSource?.voltage),
    dimensionsMm: size ? [size.length, size.width, size.height].filter((side) => side !== undefined).join(DIMENSION_SEPARATOR) : "",
    weightG: text(specs.weightG),
    kind: specs.kind ?? "",
    specsExtra: (specs.extra ?? []).map(({ key, value }) => `${key}: ${value}`).join(LIST_SEPARATOR),
  };
}

type Cells = Partial<Record<SpecColumn, string>>;
/** What a row's spec columns say: a value per field the file has a column for (undefined: the cell is blank). */
export type SpecsPatch = Partial<Record<keyof ProductSpecs, unknown>>;

const NUMBER = /^\d+(?:\.\d+)?$/;
const number = (cell: string) => (NUMBER.test(cell) ? Number(cell) : cell);
function yesNo(cell: string): unknown {
  if (/^(?:true|yes|1)$/i.test(cell)) return true;
  if (/^(?:false|no|0)$/i.test(cell)) return false;
  return cell;
}
const list = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

function readCell(column: SpecColumn, cell: string): unknown {
  switch (column) {
    case "logic":
    case "kind":
      return cell;
    case "needsDriver":
    case "isDriver":
      return yesNo(cell);
    case "interfaces":
      // "i2c" or "Analog" as typed in a spreadsheet: the known name whatever its case.
      return list(cell).map((name) => INTERFACES.find((known) => known.toLowerCase() === name.toLowerCase()) ?? name);
    case "powerSourceVoltage":
      return { voltage: number(cell) };
    case "dimensionsMm": {
      const [length, width, height, ...more] = cell.split(/\s*[x×]\s*/i).map(number);
      return more.length || width === undefined ? cell : { length, width, ...(height === undefined ? {} : { height }) };
    }
    case "specsExtra":
      return list(cell).map((row) => {
        const at = row.indexOf(":");
        return at < 0 ? row : { key: row.slice(0, at).trim(), value: row.slice(at + 1).trim() };
      });
    default:
      return number(cell);
  }
}

/** The spec columns of one row, read but not yet checked (the checks need the product's current specs). */
export function readSpecCells(cells: Cells): SpecsPatch {
  const patch: SpecsPatch = {};
  for (const column of SPEC_COLUMNS) {
    const cell = cells[column]?.trim();
    if (cell === undefined) continue;
    patch[FIELD_OF[column]] = cell === "" ? undefined : readCell(column, cell);
  }
  return patch;
}

/** How a cell must be written, where the schema's own message would speak of objects. */
const FORMAT: Partial<Record<SpecColumn, string>> = {
  dimensionsMm: 'write the size in millimetres as "length x width" or "length x width x height", for example 68.6x53.4.',
  specsExtra: 'write each row as "name: value", rows separated by "|".',
};

/**
 * The specs a row leaves a product with (the current ones, with the row's columns written over them), or the
 * problems, each naming its column.
 */
export function applySpecsPatch(current: ProductSpecs, patch: SpecsPatch): { specs: ProductSpecs } | { problems: string[] } {
  const merged = Object.fromEntries(Object.entries({ ...current, ...patch }).filter(([, value]) => value !== undefined));
  const parsed = productSpecsSchema.safeParse(merged);
  if (parsed.success) return { specs: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const column = COLUMN_OF[issue.path[0] as keyof ProductSpecs];
    const message = (issue.code === "invalid_type" && FORMAT[column]) || issue.message;
    return column ? `Column ${column}: ${message}` : issue.message;
  });
  return { problems: [...new Set(problems)] };
}
