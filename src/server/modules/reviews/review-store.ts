import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import { reviewAuthor, type ReviewReason, type ReviewSort } from "~/src/core/reviews";
import type { OwnReview, PublicReview, ReviewSummary, StaffReview } from "~/src/core/shapes/reviews";
import type { DbOrTx } from "~/src/server/db/client";
import { orderLines, orders, products, users } from "~/src/server/db/schema";
import { returnLines, returns } from "~/src/server/db/schema-returns";
import { reviewPhotos, reviewReports, reviews } from "~/src/server/db/schema-reviews";

/** Reviews as stored, and the views of them: readers', the writer's, staff's. */

export type ReviewRow = typeof reviews.$inferSelect;
export interface StoredReview extends ReviewRow {
  productName: string;
  customer: { name: string; email: string };
  photoCount: number;
}

export const isReviewId = (id: string) => UUID_PATTERN.test(id);

const photoCount = sql<number>`(select count(*)::int from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id})`;

export const REVIEW_ORDER: Record<ReviewSort, SQL[]> = {
  recent: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpful), desc(reviews.createdAt), desc(reviews.id)],
  high: [desc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)],
  low: [asc(reviews.stars), desc(reviews.createdAt), desc(reviews.id)],
};

export async function loadReviews(
  db: DbOrTx,
  where: SQL | undefined,
  { orderBy = REVIEW_ORDER.recent, limit, offset = 0 }: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<StoredReview[]> {
  const query = db
    .select({ row: reviews, productName: products.name, customer: { name: users.name, email: users.email }, photoCount })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(...orderBy);
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
  return rows.map(({ row, ...rest }) => ({ ...row, ...rest }));
}

export async function findReview(db: DbOrTx, id: string): Promise<StoredReview | null> {
  if (!isReviewId(id)) return null;
  const [found] = await loadReviews(db, eq(reviews.id, id));
  return found ?? null;
}

/** The row alone, locked for the caller's transaction (edits and decisions wait for each other). */
export async function lockReview(tx: DbOrTx, where: SQL): Promise<ReviewRow | null> {
  const [row] = await tx.select().from(reviews).where(where).for("update");
  return row ?? null;
}

/** Photos are addressed by the review's version, so an edited review's new photos are never served from an old cache. */
function photoUrls(review: Pick<ReviewRow, "id" | "version"> & { photoCount: number }): string[] {
  return Array.from({ length: review.photoCount }, (_, index) => `/api/reviews/${review.id}/photos/${index + 1}?v=${review.version}`);
}

export function toPublicReview(review: StoredReview): PublicReview {
  return {
    _id: review.id,
    stars: review.stars,
    title: review.title,
    text: review.body,
    photos: photoUrls(review),
    author: reviewAuthor(review.customer.name),
    city: review.city,
    verifiedPurchase: true,
    createdAt: review.createdAt.toISOString(),
    updatedAt: review.updatedAt.toISOString(),
    helpful: review.helpful,
    ...(review.replyText !== null && review.replyAt ? { reply: { text: review.replyText, at: review.replyAt.toISOString() } } : {}),
  };
}

export function toOwnReview(review: StoredReview): OwnReview {
  return { ...toPublicReview(review), productId: review.productId, productName: review.productName, status: review.status, reason: review.reason };
}

export async function toStaffReviews(db: DbOrTx, stored: StoredReview[]): Promise<StaffReview[]> {
  const ids = stored.map((review) => review.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, at: reviewReports.createdAt })
          .from(reviewReports)
          .where(inArray(reviewReports.reviewId, ids))
          .orderBy(asc(reviewReports.createdAt));
  return stored.map((review) => ({
    ...toOwnReview(review),
    customer: { id: review.userId, name: review.customer.name, email: review.customer.email },
    reports: reports
      .filter((report) => report.reviewId === review.id)
      .map(({ reason, at }) => ({ reason: reason as ReviewReason, at: at.toISOString() })),
    version: review.version,
  }));
}

/** The summary of a product's published reviews, as kept on its row (never counted per request). */
export function summaryOf(row: { rating: number; reviews: number; reviewStars: number[] }): ReviewSummary {
  const [one = 0, two = 0, three = 0, four = 0, five = 0] = row.reviewStars;
  return { average: row.rating, count: row.reviews, stars: { "1": one, "2": two, "3": three, "4": four, "5": five } };
}

/**
 * Whether the customer received the product: a delivered order of either kind holding it, with units not (being)
 * returned. Answers the city it went to, or null. A return counts unless staff rejected it.
 */
export async function receivedProduct(db: DbOrTx, userId: string, productId: string): Promise<{ city: string } | null> {
  const returned = sql<number>`coalesce((select sum(${returnLines.quantity}) from ${returnLines}
    join ${returns} on ${returns.id} = ${returnLines.returnId}
    where ${returns.orderId} = ${orders.id} and ${returnLines.position} = ${orderLines.position} and ${returns.status} <> 'rejected'), 0)`;
  const [found] = await db
    .select({ city: sql<string>`coalesce(${orders.address}->>'city', '')` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, "delivered"), eq(orderLines.productId, productId), sql`${orderLines.quantity} > ${returned}`),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return found ?? null;
}
