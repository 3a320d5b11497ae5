import { eq } from "drizzle-orm";
import { isReviewReason, REVIEW_REASONS, REVIEW_REPLY_MAX, type ReviewReason } from "~/src/core/reviews";
import type { StaffReview } from "~/src/core/shapes/reviews";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { reviewReports, reviews } from "~/src/server/db/schema-reviews";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { mailReviewRejected } from "./review-mails";
import { refreshProductRating } from "~/src/server/shared/product-rating";
import { findReview, lockReview, toStaffReviews } from "./review-store";

type Decision = { status: "published" } | { status: "rejected"; reason: ReviewReason };

/** Reads a decision's body, naming the field at fault: only the five published criteria can refuse a review. */
export function readDecision(body: { status: unknown; reason?: unknown }): Decision {
  if (body.status === "published") return { status: "published" };
  if (body.status !== "rejected") throw refuse.invalid("status must be 'published' or 'rejected'.");
  if (body.reason === undefined || body.reason === null || body.reason === "") {
    throw refuse.invalid(`reason is required to reject a review: one of ${REVIEW_REASONS.join(", ")}.`);
  }
  if (!isReviewReason(body.reason)) throw refuse.invalid(`reason must be one of: ${REVIEW_REASONS.join(", ")}.`);
  return { status: "rejected", reason: body.reason };
}

async function staffView(db: Db, id: string): Promise<StaffReview> {
  const stored = await findReview(db, id);
  if (!stored) throw refuse.notFound("Review not found.");
  return (await toStaffReviews(db, [stored]))[0];
}

/**
 * Staff publish or reject a waiting (or reported) review. `version` is the one staff saw: a review edited or
 * decided since answers 409 rather than deciding on a text nobody read. Deciding clears readers' reports; the
 * product's average follows in the same transaction; a refusal is mailed to the writer with its criterion.
 */
export async function decideReview(db: Db, config: Config, actor: Actor, id: string, decision: Decision, version?: number): Promise<StaffReview> {
  const before = await findReview(db, id);
  if (!before) throw refuse.notFound("Review not found.");
  await db.transaction(async (tx) => {
    const locked = await lockReview(tx, eq(reviews.id, before.id));
    if (!locked) throw refuse.notFound("Review not found.");
    if (version !== undefined && version !== locked.version) {
      throw refuse.conflict(`This review changed after you opened it (it is now ${locked.status}): reload it and decide again.`);
    }
    const reason = decision.status === "rejected" ? decision.reason : null;
    await tx
      .update(reviews)
      .set({ status: decision.status, reason, version: locked.version + 1 })
      .where(eq(reviews.id, locked.id));
    await tx.delete(reviewReports).where(eq(reviewReports.reviewId, locked.id));
    await refreshProductRating(tx, locked.productId);
    await recordAudit(
      tx,
      actor,
      `review.${decision.status === "published" ? "publish" : "reject"}`,
      `review:${locked.id}`,
      { status: locked.status, reason: locked.reason },
      { status: decision.status, reason },
    );
    if (decision.status === "rejected" && locked.status !== "rejected") await mailReviewRejected(tx, config, before, decision.reason);
  });
  return staffView(db, before.id);
}

/** The shop's one public reply, editable; an empty text takes it down. */
export async function replyToReview(db: Db, actor: Actor, id: string, text: string): Promise<StaffReview> {
  const reply = text.trim();
  if (reply.length > REVIEW_REPLY_MAX) throw refuse.invalid(`text must be at most ${REVIEW_REPLY_MAX} characters.`);
  const found = await findReview(db, id);
  if (!found) throw refuse.notFound("Review not found.");
  await db.transaction(async (tx) => {
    const locked = await lockReview(tx, eq(reviews.id, found.id));
    if (!locked) throw refuse.notFound("Review not found.");
    await tx
      .update(reviews)
      .set(reply ? { replyText: reply, replyAt: new Date() } : { replyText: null, replyAt: null })
      .where(eq(reviews.id, locked.id));
    await recordAudit(
      tx,
      actor,
      reply ? "review.reply" : "review.reply-removed",
      `review:${locked.id}`,
      { reply: locked.replyText },
      { reply: reply || null },
    );
  });
  return staffView(db, found.id);
}
