import { and, eq, sql } from "drizzle-orm";
import { isReviewReason, isShownReview, REVIEW_REASONS } from "~/src/core/reviews";
import type { Db } from "~/src/server/db/client";
import { reviewReports, reviews, reviewVotes } from "~/src/server/db/schema-reviews";
import { defineMessages, type Message } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { isReviewId, lockReview } from "./review-store";

/** What readers do with a published review: find it helpful, or report it to staff. */

const text = defineMessages("refusal.reviewReader", {
  ownHelpful: "You cannot mark your own review as helpful.",
  ownReport: "You cannot report your own review; edit or delete it instead.",
  reason: "reason must be one of: {reasons}.",
});

async function shownReviewOf(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], reviewId: string, userId: string, ownMessage: Message) {
  const review = isReviewId(reviewId) ? await lockReview(tx, eq(reviews.id, reviewId)) : null;
  if (!review || !isShownReview(review.status)) throw refuse.notFound(NOT_FOUND.review);
  if (review.userId === userId) throw refuse.invalid({ message: ownMessage });
  return review;
}

/** One vote per reader: a second "Helpful" from the same reader changes nothing and answers the same count. */
export async function markHelpful(db: Db, reviewId: string, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const review = await shownReviewOf(tx, reviewId, userId, text.ownHelpful);
    const [voted] = await tx
      .insert(reviewVotes)
      .values({ reviewId: review.id, userId })
      .onConflictDoNothing()
      .returning({ userId: reviewVotes.userId });
    if (!voted) return review.helpful;
    const [updated] = await tx
      .update(reviews)
      .set({ helpful: sql`${reviews.helpful} + 1` })
      .where(eq(reviews.id, review.id))
      .returning({ helpful: reviews.helpful });
    return updated.helpful;
  });
}

/**
 * A reader's report naming one of the published criteria: the review goes back to the staff's queue as
 * `reported` and stays on the page until staff decide (a report alone silences nobody). One report per reader.
 */
export async function reportReview(db: Db, reviewId: string, userId: string, reason: unknown): Promise<void> {
  if (!isReviewReason(reason)) throw refuse.invalid({ message: text.reason, values: { reasons: REVIEW_REASONS.join(", ") } });
  await db.transaction(async (tx) => {
    const review = await shownReviewOf(tx, reviewId, userId, text.ownReport);
    await tx.insert(reviewReports).values({ reviewId: review.id, userId, reason }).onConflictDoNothing();
    if (review.status === "published") {
      await tx
        .update(reviews)
        .set({ status: "reported", version: review.version + 1 })
        .where(and(eq(reviews.id, review.id)));
    }
  });
}
