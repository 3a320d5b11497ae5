import { and, asc, desc, gt, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import { KIT_HINT_SUGGESTIONS, kitHints, kitProblems, type KitHint, type KitWant } from "~/src/core/kit-hints";
import type { Translate } from "~/src/core/i18n";
import type { ProductCardData } from "~/src/core/shapes/product";
import type { DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { notArchived, selectProductCards, toProductCard } from "~/src/server/shared/products";

/**
 * POST /api/kit/check: the kit's hints (src/core/kit-hints.ts), worded by `t` (the page's language). The chosen
 * products are read whether archived or not (staff check kits ordered long ago); suggestions come from the live
 * catalog, in stock, a few per want.
 */
export async function checkKit(db: DbOrTx, productIds: string[], t: Translate): Promise<Array<KitHint<ProductCardData>>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const selection = (await selectProductCards(db).where(inArray(products.id, ids))).map(toProductCard);
  const wants = uniqueWants(kitProblems(selection).flatMap((problem) => problem.wants));
  const candidates = await Promise.all(wants.map((want) => candidatesFor(db, want, ids)));
  return kitHints(selection, candidates.flat(), t);
}

function uniqueWants(wants: KitWant[]): KitWant[] {
  return [...new Map(wants.map((want) => [JSON.stringify(want), want])).values()];
}

/** The want as a condition on `specs` the GIN index (jsonb_path_ops) can answer: containment or a JSON path. */
function specsCondition(want: KitWant): SQL {
  if ("kind" in want) {
    const kinds = want.kind === "breadboard" || want.kind === "jumper-wires" ? [want.kind, "breadboard-kit"] : [want.kind];
    return sql`(${sql.join(
      kinds.map((kind) => sql`${products.specs} @> ${JSON.stringify({ kind })}::jsonb`),
      sql` or `,
    )})`;
  }
  if ("isDriver" in want) return sql`${products.specs} @> ${JSON.stringify({ isDriver: true })}::jsonb`;
  const range = want.powerSource;
  // Numbers from checked specifications only, bound as one parameter: nothing typed by a client reaches the path.
  const path = range ? `$.powerSource.voltage ? (@ >= ${range.min} && @ <= ${range.max})` : "$.powerSource.voltage";
  return sql`${products.specs} @? ${path}::jsonpath`;
}

async function candidatesFor(db: DbOrTx, want: KitWant, chosen: string[]): Promise<ProductCardData[]> {
  const rows = await selectProductCards(db)
    .where(and(notArchived(), gt(products.stock, 0), notInArray(products.id, chosen), specsCondition(want)))
    .orderBy(desc(products.bestSeller), asc(products.position))
    .limit(KIT_HINT_SUGGESTIONS);
  return rows.map(toProductCard);
}
