import { asc, eq, ne, sql, and } from "drizzle-orm";
import type { AdminCategory } from "~/src/core/shapes/admin-catalog";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { categories, products } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";
import { recordAudit } from "~/src/server/shared/audit";
import type { Actor } from "~/src/server/shared/audit";

/** A category's id by its exact name; an unknown name is refused naming it and the names that exist. */
export async function categoryIdByName(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  if (row) return row.id;
  const names = await db.select({ name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.name));
  throw refuse.invalid(`Unknown category '${name}'. Categories: ${names.map((category) => category.name).join(", ") || "none yet"}.`);
}

export async function categoryNames(db: DbOrTx): Promise<Set<string>> {
  return new Set((await db.select({ name: categories.name }).from(categories)).map((row) => row.name));
}

function selectCategories(db: DbOrTx) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      position: categories.position,
      products: sql<number>`count(${products.id})::int`,
      activeProducts: sql<number>`count(${products.id}) filter (where ${products.archivedAt} is null)::int`,
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id);
}

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return selectCategories(db).orderBy(asc(categories.position), asc(categories.name));
}

async function getCategory(db: DbOrTx, id: number): Promise<AdminCategory> {
  const [row] = await selectCategories(db).where(eq(categories.id, id));
  if (!row) throw refuse.notFound(`No category with id ${id}.`);
  return row;
}

/** Names differing only in letter case would look like one shelf to customers. */
async function refuseTakenName(db: DbOrTx, name: string, exceptId?: number) {
  const sameName = sql`lower(${categories.name}) = lower(${name})`;
  const [taken] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(exceptId === undefined ? sameName : and(sameName, ne(categories.id, exceptId)));
  if (taken) throw refuse.conflict(`A category named '${taken.name}' already exists.`);
}

export async function createCategory(db: Db, actor: Actor, name: string, nameHi = ""): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    // One category change at a time: two staff adding the same name must not both succeed.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    await refuseTakenName(tx, name);
    const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${categories.position}), -1)::int` }).from(categories);
    const [created] = await tx
      .insert(categories)
      .values({ name, nameHi, position: last + 1 })
      .returning({ id: categories.id });
    await recordAudit(tx, actor, "category.create", `category:${created.id}`, null, { name, ...(nameHi ? { nameHi } : {}), position: last + 1 });
    return getCategory(tx, created.id);
  });
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  id: number,
  change: { name?: string; nameHi?: string; position?: number },
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const current = await getCategory(tx, id);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (change.name !== undefined && change.name !== current.name) {
      await refuseTakenName(tx, change.name, id);
      before.name = current.name;
      after.name = change.name;
    }
    if (change.nameHi !== undefined && change.nameHi !== current.nameHi) {
      before.nameHi = current.nameHi;
      after.nameHi = change.nameHi;
    }
    if (change.position !== undefined && change.position !== current.position) {
      before.position = current.position;
      after.position = change.position;
    }
    if (Object.keys(after).length === 0) return current;
    await tx.update(categories).set(after).where(eq(categories.id, id));
    await recordAudit(tx, actor, "category.update", `category:${id}`, before, after);
    return getCategory(tx, id);
  });
}

/** Only an unused category goes: archived products still name theirs, and may be restored. */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const current = await getCategory(tx, id);
    if (current.products > 0) {
      const archived = current.products - current.activeProducts;
      const detail = archived > 0 ? ` (${archived} of them archived)` : "";
      throw refuse.conflict(`Category '${current.name}' is used by ${current.products} product(s)${detail}; move them to another category first.`);
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, "category.delete", `category:${id}`, { name: current.name, position: current.position }, null);
    return current;
  });
}
