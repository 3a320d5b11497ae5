import { and, count, eq, sql } from "drizzle-orm";
import { averageStars, SHOWN_REVIEW_STATUSES, type StarCounts } from "~/src/core/reviews";
import type { DbOrTx } from "~/src/server/db/client";
import { products, sqlList } from "~/src/server/db/schema";
import { reviews } from "~/src/server/db/schema-reviews";

/** Reviews readers see (published, or reported and waiting for staff), as a condition. */
export const shownReview = () => sql`${reviews.status} in ${sqlList(SHOWN_REVIEW_STATUSES)}`;

/**
 * Keeps the product's rating, count and star counts equal to its published reviews. Called in the transaction of
 * every change that can move them; the product row is locked first, so two changes at once count one after the
 * other (each count is a new statement, which under READ COMMITTED sees the other's commit).
 */
export async function refreshProductRating(tx: DbOrTx, productId: string): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  const rows = await tx
    .select({ stars: reviews.stars, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), shownReview()))
    .groupBy(reviews.stars);
  const counts = [1, 2, 3, 4, 5].map((stars) => rows.find((row) => row.stars === stars)?.n ?? 0) as unknown as StarCounts;
  await tx
    .update(products)
    .set({ reviewStars: [...counts], reviews: counts.reduce((sum, n) => sum + n, 0), rating: averageStars(counts) })
    .where(eq(products.id, productId));
}
