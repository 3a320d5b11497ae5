import { asc, eq, inArray } from "drizzle-orm";
import { imagePath, productCreateSchema, type ProductCreate } from "~/src/core/catalog-input";
import type { AdminProduct, ImportDryRun, ImportError, ImportUpdate } from "~/src/core/shapes/admin-catalog";
import type { ProductSpecs } from "~/src/core/specs";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { changeStock } from "~/src/server/shared/stock";
import { categoryNames } from "./admin-categories.service";
import { applyEdits, editableFields, freeIdFor, insertProduct, sameJson, selectAdminProducts, toAdminProduct } from "./admin-products.service";
import { applySpecsPatch, readSpecCells, type SpecsPatch } from "./product-csv-specs";
import { IMAGE_SEPARATOR, parseProductsCsv, type CsvRow } from "./product-csv.service";

interface ValidRow {
  line: number;
  id?: string;
  input: ProductCreate;
  /** Left empty (or the column left out): an update keeps the current value. */
  thresholdGiven: boolean;
  /** Likewise for the tax data, so a file written before it existed changes nothing of it. */
  taxGiven: { hsn: boolean; gstRate: boolean };
  archived?: boolean;
  /** The row's spec columns; the specs they leave the product with are worked out against its current ones. */
  specsPatch: SpecsPatch;
  /** Set once planned: undefined when the file has no spec columns, so the specs stay as they are. */
  specs?: ProductSpecs;
}

const blank = (cell: string | undefined) => cell === undefined || cell.trim() === "";
/** A number as written in a spreadsheet cell; anything else stays text so the rules can name it. */
const numberCell = (cell: string | undefined) => (blank(cell) ? undefined : /^-?\d+(?:\.\d+)?$/.test(cell!.trim()) ? Number(cell!.trim()) : cell);
function booleanCell(cell: string | undefined) {
  if (blank(cell)) return undefined;
  if (/^(?:true|yes|1)$/i.test(cell!.trim())) return true;
  if (/^(?:false|no|0)$/i.test(cell!.trim())) return false;
  return cell;
}

function readRow({ line, cells }: CsvRow): ValidRow | ImportError {
  const archived = booleanCell(cells.archived);
  const candidate = {
    _id: blank(cells.id) ? undefined : cells.id!.trim(),
    name: cells.name?.trim(),
    category: cells.category?.trim(),
    description: cells.description?.trim(),
    nameHi: cells.name_hi?.trim(),
    descriptionHi: cells.description_hi?.trim(),
    price: numberCell(cells.price),
    discount: numberCell(cells.discount) ?? 0,
    stock: numberCell(cells.stock),
    bestSeller: booleanCell(cells.bestSeller) ?? false,
    lowStockThreshold: numberCell(cells.lowStockThreshold),
    hsn: blank(cells.hsn) ? undefined : cells.hsn!.trim(),
    gstRate: numberCell(cells.gstRate),
    image: (cells.images ?? "")
      .split(IMAGE_SEPARATOR)
      .map((image) => image.trim())
      .filter(Boolean),
  };
  const parsed = productCreateSchema.safeParse(candidate);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  if (archived !== undefined && typeof archived !== "boolean") problems.push("Archived must be true or false.");
  const specsPatch = readSpecCells(cells);
  // Each cell on its own; whether the minimum and maximum voltages agree is checked with the current specs.
  const cellsAlone = applySpecsPatch({}, specsPatch);
  if ("problems" in cellsAlone) problems.push(...cellsAlone.problems);
  if (!parsed.success || problems.length) return { line, message: problems.join(" ") };
  return {
    line,
    id: parsed.data._id,
    input: parsed.data,
    thresholdGiven: candidate.lowStockThreshold !== undefined,
    taxGiven: { hsn: candidate.hsn !== undefined, gstRate: candidate.gstRate !== undefined },
    archived: archived as boolean | undefined,
    specsPatch,
  };
}

interface Plan {
  creates: Array<{ id: string; row: ValidRow }>;
  updates: Array<ImportUpdate & { current: AdminProduct; row: ValidRow }>;
  errors: ImportError[];
}

/** What the file would change, and every bad row; the real run plans again inside its transaction, on locked rows. */
async function planImport(tx: DbOrTx, text: string, lock: boolean): Promise<Plan> {
  const parsed = parseProductsCsv(text);
  const errors = [...parsed.errors];
  const known = await categoryNames(tx);
  const firstLineOf = new Map<string, number>();
  const rows: ValidRow[] = [];
  for (const csvRow of parsed.rows) {
    const row = readRow(csvRow);
    if (!("input" in row)) {
      errors.push(row);
      continue;
    }
    const problems: string[] = [];
    if (!known.has(row.input.category)) problems.push(`Unknown category '${row.input.category}'.`);
    if (row.id && firstLineOf.has(row.id)) problems.push(`Id '${row.id}' is already on line ${firstLineOf.get(row.id)}.`);
    if (row.id && !firstLineOf.has(row.id)) firstLineOf.set(row.id, row.line);
    if (problems.length) errors.push({ line: row.line, message: problems.join(" ") });
    else rows.push(row);
  }

  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  const query = selectAdminProducts(tx).where(inArray(products.id, ids)).orderBy(asc(products.id));
  const existing = ids.length === 0 ? [] : lock ? await query.for("update", { of: products }) : await query;
  const byId = new Map(existing.map((found) => [found.id, toAdminProduct(found)]));
  const plan: Plan = { creates: [], updates: [], errors };
  const taken = new Set(ids);
  for (const row of rows) {
    const current = row.id ? byId.get(row.id) : undefined;
    if (Object.keys(row.specsPatch).length) {
      const result = applySpecsPatch(current?.specs ?? {}, row.specsPatch);
      if ("problems" in result) {
        errors.push({ line: row.line, message: result.problems.join(" ") });
        continue;
      }
      row.specs = result.specs;
      row.input = { ...row.input, specs: result.specs };
    }
    if (!current) {
      const id = row.id ?? (await freeIdFor(tx, row.input.name, taken));
      taken.add(id);
      plan.creates.push({ id, row });
      continue;
    }
    const changes = changesOf(current, row);
    if (Object.keys(changes).length) plan.updates.push({ id: current._id, changes, current, row });
  }
  errors.sort((a, b) => a.line - b.line);
  return plan;
}

function wantedFields(row: ValidRow) {
  const { name, description, price, discount, category, bestSeller, image, lowStockThreshold, hsn, gstRate, nameHi, descriptionHi } = row.input;
  return {
    name,
    description,
    ...(nameHi !== undefined ? { nameHi } : {}),
    ...(descriptionHi !== undefined ? { descriptionHi } : {}),
    price,
    discount,
    category,
    bestSeller,
    image,
    ...(row.thresholdGiven ? { lowStockThreshold } : {}),
    ...(row.taxGiven.hsn ? { hsn } : {}),
    ...(row.taxGiven.gstRate ? { gstRate } : {}),
    ...(row.specs ? { specs: row.specs } : {}),
  };
}

function changesOf(current: AdminProduct, row: ValidRow): ImportUpdate["changes"] {
  const old = { ...editableFields(current), stock: current.stock, archived: current.archived } as Record<string, unknown>;
  const wanted: Record<string, unknown> = { ...wantedFields(row), image: row.input.image.map(imagePath), stock: row.input.stock };
  if (row.archived !== undefined) wanted.archived = row.archived;
  const changes: ImportUpdate["changes"] = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (!sameJson(old[field], value)) changes[field] = [old[field], value];
  }
  return changes;
}

export async function dryRunImport(db: Db, text: string): Promise<Omit<ImportDryRun, "success" | "dryRun">> {
  const plan = await planImport(db, text, false);
  return { creates: plan.creates.map(({ id }) => id), updates: plan.updates.map(({ id, changes }) => ({ id, changes })), errors: plan.errors };
}

async function setArchivedAt(tx: DbOrTx, id: string, archived: boolean) {
  await tx
    .update(products)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(eq(products.id, id));
}

/** All rows or none: any bad row refuses the whole file and nothing changes. */
export async function runImport(db: Db, actor: Actor, text: string): Promise<{ created: string[]; updated: string[] } | { errors: ImportError[] }> {
  return db.transaction(async (tx) => {
    const plan = await planImport(tx, text, true);
    if (plan.errors.length) return { errors: plan.errors };
    for (const { id, row } of plan.creates) {
      if (!(await insertProduct(tx, actor, id, row.input, "import")))
        throw refuse.conflict(`A product with id '${id}' was just added by someone else.`);
      if (row.archived) await setArchivedAt(tx, id, true);
    }
    for (const { id, current, row, changes } of plan.updates) {
      await applyEdits(tx, current, wantedFields(row));
      if (changes.stock) await changeStock(tx, { productId: id, change: row.input.stock - current.stock, reason: "import", actorId: actor.id });
      if (changes.archived) await setArchivedAt(tx, id, row.archived === true);
    }
    const summary = { created: plan.creates.map(({ id }) => id), updated: plan.updates.map(({ id, changes }) => ({ id, changes })) };
    if (summary.created.length || summary.updated.length) await recordAudit(tx, actor, "product.import", "products", null, summary);
    return { created: summary.created, updated: summary.updated.map(({ id }) => id) };
  });
}
