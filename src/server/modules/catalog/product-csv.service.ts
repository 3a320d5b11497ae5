import { asc } from "drizzle-orm";
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { ImportError } from "~/src/core/shapes/admin-catalog";
import type { Db } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { selectAdminProducts, toAdminProduct } from "./admin-products.service";
import { SPEC_COLUMNS, specsToCells } from "./product-csv-specs";

/**
 * The CSV's columns, in export order. `lowStockThreshold`, `archived`, the tax data (`hsn`, `gstRate`) and the
 * specifications (product-csv-specs.ts) may be left out of an import: a file written before they existed still
 * imports, keeping them as they are.
 */
const CSV_COLUMNS = [
  "id",
  "name",
  "category",
  "price",
  "discount",
  "stock",
  "bestSeller",
  "lowStockThreshold",
  "archived",
  "hsn",
  "gstRate",
  "images",
  "description",
  ...SPEC_COLUMNS,
  // Issue 33: the Hindi name and description (optional; a file without them leaves them as they are).
  "name_hi",
  "description_hi",
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
const OPTIONAL_COLUMNS: readonly CsvColumn[] = ["lowStockThreshold", "archived", "hsn", "gstRate", ...SPEC_COLUMNS, "name_hi", "description_hi"];
/** Images share one cell, separated by "|" (which no image path contains). */
export const IMAGE_SEPARATOR = "|";
const MAX_ROWS = 10_000;

/** Every product, archived ones too, in list order. */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = (await selectAdminProducts(db).orderBy(asc(products.position))).map(toAdminProduct);
  return stringify(
    rows.map((product) => ({
      id: product._id,
      name: product.name,
      category: product.category,
      price: product.price,
      discount: product.discount,
      stock: product.stock,
      bestSeller: product.bestSeller,
      lowStockThreshold: product.lowStockThreshold,
      archived: product.archived,
      hsn: product.hsn,
      gstRate: product.gstRate,
      images: product.image.join(IMAGE_SEPARATOR),
      description: product.description,
      ...specsToCells(product.specs),
      name_hi: product.nameHi,
      description_hi: product.descriptionHi,
    })),
    { header: true, columns: [...CSV_COLUMNS], cast: { boolean: (value) => String(value) } },
  );
}

/** One data row: its line in the file (the header is line 1) and its cells by column. */
export interface CsvRow {
  line: number;
  cells: Partial<Record<CsvColumn, string>>;
}

/** The rows that could be read, and the problems of the file itself (header, broken quotes, short rows). */
interface ParsedCsv {
  rows: CsvRow[];
  columns: Set<CsvColumn>;
  errors: ImportError[];
}

const fileError = (line: number, message: string): ParsedCsv => ({ rows: [], columns: new Set(), errors: [{ line, message }] });

function checkHeader(header: string[]): ImportError[] {
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  const missing = CSV_COLUMNS.filter((column) => !OPTIONAL_COLUMNS.includes(column) && !names.includes(column));
  const problems = [
    unknown.length ? `unknown column(s) ${unknown.map((name) => `'${name}'`).join(", ")}` : "",
    repeated.length ? `repeated column(s) ${repeated.map((name) => `'${name}'`).join(", ")}` : "",
    missing.length ? `missing column(s) ${missing.join(", ")}` : "",
  ].filter(Boolean);
  if (problems.length === 0) return [];
  return [{ line: 1, message: `The header has ${problems.join("; ")}. Columns: ${CSV_COLUMNS.join(",")}.` }];
}

/** Splits the file into rows, keeping each row's first line number (a quoted description may span lines). */
export function parseProductsCsv(text: string): ParsedCsv {
  let records: Array<{ record: string[]; info: { lines: number; empty_lines: number } }>;
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return fileError((error as CsvError & { lines?: number }).lines ?? 1, `The file is not valid CSV: ${error.message}`);
  }
  if (records.length === 0) return fileError(1, "The file is empty: the first line must name the columns.");
  const header = records[0].record.map((name) => name.trim());
  const headerErrors = checkHeader(header);
  if (headerErrors.length) return { rows: [], columns: new Set(), errors: headerErrors };
  if (records.length === 1) return fileError(1, "The file has no product rows after the header.");
  if (records.length - 1 > MAX_ROWS) return fileError(1, `A file may hold at most ${MAX_ROWS} products.`);

  const rows: CsvRow[] = [];
  const errors: ImportError[] = [];
  let previous = records[0].info;
  for (const { record, info } of records.slice(1)) {
    const line = previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    if (record.length !== header.length) {
      errors.push({ line, message: `This row has ${record.length} values; the header has ${header.length} columns.` });
      continue;
    }
    rows.push({ line, cells: Object.fromEntries(header.map((column, index) => [column, record[index]])) });
  }
  return { rows, columns: new Set(header as CsvColumn[]), errors };
}
