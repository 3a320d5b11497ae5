import { CsvError, parse } from "csv-parse/sync";
import {
  COUNT_WORD,
  named,
  normalisePartsText,
  NUMBER,
  PARTS_LIST_LINE_MAX,
  QUANTITY_RULE,
  readFreeLine,
  readQuantity,
  type Reading,
} from "./parts-list-line";
import { PARTS_LIST_MAX_LINES } from "~/src/core/shapes/quotes";

/**
 * A parts list as people paste it (issue 30): one item per line in the forms a teacher or a kit vendor writes
 * ("20 x Arduino Uno", "Arduino Uno, 20", "HC-SR04 ultrasonic 20", "20 SG90"), or a table copied from a
 * spreadsheet or saved as CSV with a header row. Every line that holds something comes back, read or not, with its
 * number in the input, so nothing a school asked for disappears without a word.
 */

export type PartsListLine = { line: number; input: string; name: string; quantity: number } | { line: number; input: string; unreadable: string };

export type PartsListParse = { ok: true; lines: PartsListLine[] } | { ok: false; message: string };

export const tooManyLinesMessage = (count: number) =>
  `A parts list can hold at most ${PARTS_LIST_MAX_LINES} lines; this one has ${count}. Split it into lists of ${PARTS_LIST_MAX_LINES} or fewer.`;

// Column headers of a spreadsheet, compared without case, spaces or punctuation.
const NAME_HEADERS = [
  ["name", "itemname", "productname", "partname", "componentname"],
  ["item", "items", "product", "products", "part", "parts", "component", "components"],
  ["description", "itemdescription", "productdescription", "particulars", "details"],
  ["partno", "partnumber", "model", "modelno"],
];
const QUANTITY_HEADERS = ["qty", "quantity", "nos", "units", "pcs", "qtyrequired", "quantityrequired", "requiredqty", "reqqty", "count"];
// Other words a header row or a title line is made of ("S.No.", "Unit price", "Parts list").
const OTHER_HEADER_WORDS = new Set(
  "s sno sr srno sl slno no serial list bom bill of materials required unit price rate amount total remarks remark notes note sku id code hsn make brand specification specifications spec specs".split(
    " ",
  ),
);
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
const isNameHeader = (key: string) => NAME_HEADERS.some((group) => group.includes(key));
const isQuantityHeader = (key: string) => QUANTITY_HEADERS.includes(key);

/** A header row or a title line ("Item Qty", "S.No, Description, Quantity", "Parts list"): nothing to order. */
function isHeaderOnly(cells: string[]): boolean {
  const words = cells
    .flatMap((cell) => cell.split(/[\s/]+/))
    .map(headerKey)
    .filter(Boolean);
  if (words.length === 0) return false;
  const keys = [...words, ...cells.map(headerKey)];
  if (!keys.some((key) => isNameHeader(key) || isQuantityHeader(key) || key === "list" || key === "bom")) return false;
  return words.every((word) => isNameHeader(word) || isQuantityHeader(word) || OTHER_HEADER_WORDS.has(word));
}

interface Table {
  delimiter: string;
  nameColumn: number;
  quantityColumn: number | null;
}

function tableOf(headerLine: string): Table | null {
  const delimiter = headerLine.includes("\t") ? "\t" : headerLine.includes(",") ? "," : headerLine.includes(";") ? ";" : null;
  if (!delimiter) return null;
  const cells = splitRow(headerLine, delimiter);
  const keys = cells.map(headerKey);
  const nameColumn = NAME_HEADERS.map((group) => keys.findIndex((key) => group.includes(key))).find((index) => index >= 0);
  const quantityColumn = keys.findIndex(isQuantityHeader);
  // Other columns (price, remarks, anything) are ignored once a name and a quantity column are found.
  if (nameColumn === undefined || (quantityColumn < 0 && !isHeaderOnly(cells))) return null;
  return { delimiter, nameColumn, quantityColumn: quantityColumn >= 0 ? quantityColumn : null };
}

const CSV_OPTIONS = { relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true } as const;

/** One row's cells; a quote never closed makes it a plain split, so the row is still read. */
function splitRow(line: string, delimiter: string): string[] {
  try {
    return (parse(line, { ...CSV_OPTIONS, delimiter }) as string[][])[0] ?? [];
  } catch (error) {
    if (error instanceof CsvError) return line.split(delimiter).map((cell) => cell.trim());
    throw error;
  }
}

function readTableRow(cells: string[], table: Table): Reading {
  const name = (cells[table.nameColumn] ?? "").trim();
  const quantityText = table.quantityColumn === null ? "" : (cells[table.quantityColumn] ?? "").trim();
  if (!name) return { unreadable: "Line not read: the name column is empty." };
  if (!quantityText) return named(name, 1);
  const match = new RegExp(String.raw`^(${NUMBER})\s*(?:${COUNT_WORD})?$`, "iu").exec(quantityText);
  return named(name, match ? readQuantity(match[1]) : `the quantity "${quantityText}" is not a number: write ${QUANTITY_RULE}.`);
}

interface Row {
  line: number;
  lastLine: number;
  cells: string[];
}

/** The table's records with the lines they span; a record whose quote is never closed is read line by line. */
function tableRows(lines: string[], start: number, delimiter: string): Row[] {
  const text = lines.slice(start).join("\n");
  try {
    // With `info` and `raw` each record comes with the lines read so far and its own text (the types do not say so).
    const records = parse(text, { ...CSV_OPTIONS, delimiter, info: true, raw: true }) as unknown as Array<{
      record: string[];
      raw: string;
      info: { lines: number };
    }>;
    return records.map(({ record, raw, info }) => {
      const spans = raw.replace(/\n$/, "").split("\n").length;
      return { line: start + info.lines - spans + 1, lastLine: start + info.lines, cells: record };
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return lines.slice(start).map((line, index) => ({ line: start + index + 1, lastLine: start + index + 1, cells: splitRow(line, delimiter) }));
  }
}

const hasContent = (line: string) => /[\p{L}\p{N}]/u.test(line);
/** A title or a table header may come first; a header further down than this is a row of the list. */
const HEADER_SEARCH_LINES = 5;

/** Reads a pasted parts list or the text of a CSV file. Refuses only a list longer than PARTS_LIST_MAX_LINES. */
export function parsePartsList(text: string): PartsListParse {
  const rawLines = text.split(/\r\n|\r|\n|\u2028|\u2029/);
  const lines = rawLines.map(normalisePartsText);
  const parsed: PartsListLine[] = [];
  const add = (first: number, last: number, reading: Reading) => {
    const input = rawLines
      .slice(first - 1, last)
      .join("\n")
      .trim();
    parsed.push({ line: first, input: input.length > PARTS_LIST_LINE_MAX ? `${input.slice(0, PARTS_LIST_LINE_MAX)}…` : input, ...reading });
  };

  const filled = lines.flatMap((line, index) => (hasContent(line) ? [index] : []));
  let table: Table | null = null;
  let headerAt = lines.length;
  for (const index of filled.slice(0, HEADER_SEARCH_LINES)) {
    table = tableOf(lines[index]);
    if (table) {
      headerAt = index;
      break;
    }
  }
  // Lines without a letter or a digit are blank to a reader (rules of dashes, a lone bullet): skipped like blanks.
  for (const index of filled.filter((index) => index < headerAt)) {
    const cells = lines[index].includes("\t") ? lines[index].split("\t") : lines[index].split(/\s+/);
    if (!isHeaderOnly(cells)) add(index + 1, index + 1, readDelimitedOrFree(lines[index]));
  }
  if (table) {
    for (const row of tableRows(lines, headerAt + 1, table.delimiter)) {
      if (isHeaderOnly(row.cells) || !row.cells.some(hasContent)) continue;
      add(row.line, row.lastLine, readTableRow(row.cells, table));
    }
  }
  if (parsed.length > PARTS_LIST_MAX_LINES) return { ok: false, message: tooManyLinesMessage(parsed.length) };
  return { ok: true, lines: parsed };
}

/**
 * A row copied from a spreadsheet without its header ("1<TAB>Arduino Uno<TAB>20") or a quoted CSV row
 * ('"Resistor 10k, 1/4 W",100'): its cells, a leading serial number dropped, read as "name, quantity".
 */
function readDelimitedOrFree(line: string): Reading {
  const delimiter = line.includes("\t") ? "\t" : line.includes('"') && line.includes(",") ? "," : null;
  const cells = delimiter ? splitRow(line, delimiter).filter((cell) => cell !== "") : null;
  if (!cells || cells.length < 2) return readFreeLine(line);
  const isNumber = (cell: string) => /^[+-]?\d+(?:\.\d+)?$/.test(cell);
  const rest = cells.length >= 3 && /^\d{1,3}[.)]?$/.test(cells[0]) ? cells.slice(1) : cells;
  if (rest.length === 2 && isNumber(rest[1]) && !isNumber(rest[0])) return named(rest[0], readQuantity(rest[1]));
  if (rest.length === 2 && isNumber(rest[0]) && !isNumber(rest[1])) return named(rest[1], readQuantity(rest[0]));
  return readFreeLine(rest.join(" "));
}
