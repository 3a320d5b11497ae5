import { and, eq, type SQL } from "drizzle-orm";
import { REVIEWS_PAGE_SIZE, type ReviewSort } from "~/src/core/reviews";
import type { ReviewList } from "~/src/core/shapes/reviews";
import type { DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { reviews } from "~/src/server/db/schema-reviews";
import { notArchived } from "~/src/server/shared/products";
import { shownReview } from "~/src/server/shared/product-rating";
import { loadReviews, REVIEW_ORDER, summaryOf, toPublicReview } from "./review-store";

/**
 * A page of a product's published reviews with its summary. The summary is the product row's (kept with every
 * change), so only the page's own rows are read; null when the product is not in the catalog.
 */
export async function productReviewPage(
  db: DbOrTx,
  productId: string,
  { page = 1, sort = "recent", stars }: { page?: number; sort?: ReviewSort; stars?: number },
): Promise<ReviewList | null> {
  const [product] = await db
    .select({ rating: products.rating, reviews: products.reviews, reviewStars: products.reviewStars })
    .from(products)
    .where(and(eq(products.id, productId), notArchived()))
    .limit(1);
  if (!product) return null;
  const summary = summaryOf(product);
  const matching = stars === undefined ? summary.count : summary.stars[String(stars) as keyof typeof summary.stars];
  const pages = Math.max(1, Math.ceil(matching / REVIEWS_PAGE_SIZE));
  if (matching === 0) return { success: true, summary, reviews: [], page, pages };
  const where: SQL = and(eq(reviews.productId, productId), shownReview(), stars === undefined ? undefined : eq(reviews.stars, stars))!;
  const rows = await loadReviews(db, where, { orderBy: REVIEW_ORDER[sort], limit: REVIEWS_PAGE_SIZE, offset: (page - 1) * REVIEWS_PAGE_SIZE });
  return { success: true, summary, reviews: rows.map(toPublicReview), page, pages };
}
