import { sql, type SQL } from "drizzle-orm";
import { FACET_NAMES, FACETS, type FacetFilters, type FacetName } from "~/src/core/facets";
import type { Facet } from "~/src/core/shapes/product";
import type { CatalogCache } from "~/src/server/cache/catalog-cache";
import type { DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";

/**
 * What each filter value of src/core/facets.ts means for a product's `specs`, twice: as conditions on the
 * column for the page's query (containment `@>` is answered by the GIN index products_specs_idx), and as one
 * bit per value for the counts. Both follow specs.ts (runsAt: min ≤ v ≤ max, a part with only one of them runs
 * at exactly that voltage; speaksLogic: "both" speaks either); the API tests hold them to the same answers.
 */
const contains = (json: object): SQL => sql`${products.specs} @> ${JSON.stringify(json)}::jsonb`;

/** runsAt in jsonpath, which skips a value of the wrong type where a cast would fail the query. */
function runsAt(volts: string): SQL {
  const v = Number(volts);
  const path =
    `$ ? ((@.voltageMin <= ${v} || (!exists(@.voltageMin) && @.voltageMax <= ${v})) && ` +
    `(@.voltageMax >= ${v} || (!exists(@.voltageMax) && @.voltageMin >= ${v})))`;
  return sql`${products.specs} @? ${path}::jsonpath`;
}

function valueCondition(name: FacetName, value: string): SQL {
  switch (name) {
    case "logic":
      return sql`(${contains({ logic: value })} or ${contains({ logic: "both" })})`;
    case "interface":
      return contains({ interfaces: [value] });
    case "voltage":
      return runsAt(value);
    case "type":
      if (value === "motor-driver") return contains({ isDriver: true });
      if (value === "needs-driver") return contains({ needsDriver: true });
      return sql`jsonb_typeof(${products.specs} -> 'powerSource') = 'object'`;
  }
}

/** The conditions of every facet with a choice: any chosen value of a facet, every facet with a choice. */
export function facetConditions(filters: FacetFilters): SQL[] {
  return FACET_NAMES.filter((name) => filters[name]?.length).map(
    (name) =>
      sql`(${sql.join(
        filters[name]!.map((value) => valueCondition(name, value)),
        sql` or `,
      )})`,
  );
}

/** Each value's bit: its place in FACETS, facet after facet. */
const VALUES = FACETS.flatMap((facet) => facet.values.map((option) => ({ facet: facet.name, value: option.value })));
const bitOf = (name: FacetName, value: string) => 2 ** VALUES.findIndex((item) => item.facet === name && item.value === value);

/** A value's test on the row's facts, read once per row below (columns l, i, vmin, vmax, drv, nd, ps). */
function valueTest(name: FacetName, value: string): string {
  switch (name) {
    case "logic":
      return `l in ('${value}', 'both')`;
    case "interface":
      return `i ? '${value}'`;
    case "voltage":
      return `coalesce(vmin, vmax) <= ${Number(value)} and ${Number(value)} <= coalesce(vmax, vmin)`;
    case "type":
      return value === "motor-driver" ? "drv" : value === "needs-driver" ? "nd" : "ps";
  }
}

/** Values come from FACETS (fixed strings), never from the request, so they may be written into the SQL text. */
const BITS = sql.raw(VALUES.map(({ facet, value }) => `(case when ${valueTest(facet, value)} then ${bitOf(facet, value)} else 0 end)`).join(" | "));
const FACTS = sql.raw(`specs ->> 'logic' as l, specs -> 'interfaces' as i,
  case when jsonb_typeof(specs -> 'voltageMin') = 'number' then (specs ->> 'voltageMin')::numeric end as vmin,
  case when jsonb_typeof(specs -> 'voltageMax') = 'number' then (specs ->> 'voltageMax')::numeric end as vmax,
  specs -> 'isDriver' = 'true' as drv, specs -> 'needsDriver' = 'true' as nd, jsonb_typeof(specs -> 'powerSource') = 'object' as ps`);

/** How many products `where` admits per combination of filter values (a few dozen rows, however many products). */
export type FacetGroups = Array<[bits: number, count: number]>;

/**
 * The groups of the products a page starts from (category, search), read once per such list: every choice of
 * filters within it is counted from them (countFacets). Each row's facts are read from `specs` once (the
 * `offset 0` keeps PostgreSQL from copying them into each test).
 */
export async function facetGroups(db: DbOrTx, where: SQL | undefined): Promise<FacetGroups> {
  const result = await db.execute<{ bits: number; count: number }>(
    sql`select bits, count(*)::int as count from (select ${BITS} as bits from (select ${FACTS} from ${products} where ${where ?? sql`true`} offset 0) as facts) as rows group by bits`,
  );
  return result.rows.map((row) => [row.bits, row.count]);
}

export type FacetGroupCache = Pick<CatalogCache, "get">;

/**
 * A list's facet groups depend on what it starts from (category, search, stock), not on the filters chosen:
 * kept with the catalog's answers (dropped with them on any change), every filter clicked within a category
 * or search is counted from memory.
 */
export function keptFacetGroups(
  db: DbOrTx,
  where: SQL | undefined,
  query: { category?: string; q?: string; inStockOnly?: boolean },
  cache?: FacetGroupCache,
): Promise<FacetGroups> {
  if (!cache) return facetGroups(db, where);
  const key = `facet-groups ${JSON.stringify([query.category ?? null, query.q?.trim().toLowerCase() ?? "", query.inStockOnly ?? false])}`;
  return cache.get(
    key,
    () => facetGroups(db, where),
    (groups) => key.length + groups.length * 16,
  );
}

const chosenMask = (filters: FacetFilters, name: FacetName) => (filters[name] ?? []).reduce((mask, value) => mask | bitOf(name, value), 0);

/** Whether a group meets every facet's choice but `except`'s (a facet without a choice is met by all). */
function meets(bits: number, filters: FacetFilters, except?: FacetName): boolean {
  return FACET_NAMES.every((name) => {
    const mask = name === except ? 0 : chosenMask(filters, name);
    return mask === 0 || (bits & mask) !== 0;
  });
}

/** How many products the filters leave: the page's total. */
export function matchingTotal(groups: FacetGroups, filters: FacetFilters): number {
  return groups.reduce((sum, [bits, n]) => (meets(bits, filters) ? sum + n : sum), 0);
}

/**
 * Every facet's value counts for a choice of filters ("disjunctive" counting: each value is counted over the
 * products meeting the other facets' choices, so its number is what choosing that value too would list).
 */
export function countFacets(groups: FacetGroups, filters: FacetFilters): Facet[] {
  return FACETS.flatMap((facet) => {
    const values = facet.values.flatMap((option) => {
      const bit = bitOf(facet.name, option.value);
      const count = groups.reduce((sum, [bits, n]) => ((bits & bit) !== 0 && meets(bits, filters, facet.name) ? sum + n : sum), 0);
      const selected = filters[facet.name]?.includes(option.value) ?? false;
      return count > 0 || selected ? [{ value: option.value, label: option.label, count, selected }] : [];
    });
    return values.length ? [{ name: facet.name, label: facet.label, values }] : [];
  });
}
