import { and, eq } from "drizzle-orm";
import { checkReviewInput, isShownReview, NOT_A_BUYER_MESSAGE, REVIEW_PHOTOS_MAX } from "~/src/core/reviews";
import type { Db } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { reviewPhotos, reviews } from "~/src/server/db/schema-reviews";
import { defineMessages } from "~/src/core/i18n";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { prepareCustomerPhoto, type PreparedPhoto } from "~/src/server/shared/images";
import { notArchived } from "~/src/server/shared/products";
import { refreshProductRating } from "~/src/server/shared/product-rating";
import { findReview, lockReview, receivedProduct, type StoredReview } from "./review-store";

// The field's name comes quoted in the value: an apostrophe before a brace would quote the placeholder in ICU.
const refusalText = defineMessages("refusal.review", {
  tooManyPhotos: "At most {count} photos can go with a review.",
  photosField: "Photos go in a field named 'photos', not {field}.",
  savedElsewhere: "Your review of this product was just saved from another window: reload the page to edit it.",
});
export const TOO_MANY_REVIEW_PHOTOS = { message: refusalText.tooManyPhotos, values: { count: REVIEW_PHOTOS_MAX } };

export interface ReviewSubmission {
  fields: { stars?: unknown; title?: unknown; text?: unknown; removePhotos?: boolean };
  photos: Buffer[];
}

/** A multipart review: `stars` arrives as text, like every form field. */
export function submissionFromForm(form: { fields: Record<string, string>; files: Array<{ field: string; bytes: Buffer }> }): ReviewSubmission {
  for (const file of form.files) {
    if (!/^photos?(\[\])?$/.test(file.field)) throw refuse.invalid({ message: refusalText.photosField, values: { field: `'${file.field}'` } });
  }
  const { stars, title, text, removePhotos } = form.fields;
  return {
    fields: { stars: stars === undefined || stars.trim() === "" ? undefined : Number(stars), title, text, removePhotos: removePhotos === "true" },
    photos: form.files.map((file) => file.bytes),
  };
}

async function liveProduct(db: Db, productId: string) {
  const [found] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), notArchived()))
    .limit(1);
  if (!found) throw refuse.notFound(NOT_FOUND.product);
}

/**
 * Writes the customer's review of a product they received, or edits the one they wrote; either way it waits for
 * staff again (IS 19000: a review is checked before it shows, and an edit is a new text). Every check runs before
 * anything is written, so a refused call stores nothing.
 */
export async function writeReview(
  db: Db,
  userId: string,
  productId: string,
  submission: ReviewSubmission,
): Promise<{ review: StoredReview; created: boolean }> {
  await liveProduct(db, productId);
  const received = await receivedProduct(db, userId, productId);
  if (!received) throw refuse.forbidden(NOT_A_BUYER_MESSAGE);
  const checked = checkReviewInput(submission.fields);
  if (!checked.ok) throw refuse.invalid(checked.message);
  if (submission.photos.length > REVIEW_PHOTOS_MAX) throw refuse.invalid(TOO_MANY_REVIEW_PHOTOS);
  const photos: PreparedPhoto[] = [];
  for (const bytes of submission.photos) photos.push(await prepareCustomerPhoto(bytes));
  const { stars, title, text } = checked.review;

  const outcome = await db.transaction(async (tx) => {
    const existing = await lockReview(tx, and(eq(reviews.productId, productId), eq(reviews.userId, userId))!);
    let id: string;
    if (existing) {
      id = existing.id;
      await tx
        .update(reviews)
        .set({ stars, title, body: text, city: received.city, status: "pending", reason: null, version: existing.version + 1, updatedAt: new Date() })
        .where(eq(reviews.id, id));
      if (photos.length > 0 || submission.fields.removePhotos) await tx.delete(reviewPhotos).where(eq(reviewPhotos.reviewId, id));
      // It leaves the page until staff have read the new text.
      if (isShownReview(existing.status)) await refreshProductRating(tx, productId);
    } else {
      const [inserted] = await tx
        .insert(reviews)
        .values({ productId, userId, stars, title, body: text, city: received.city })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (!inserted) throw refuse.conflict({ message: refusalText.savedElsewhere });
      id = inserted.id;
    }
    if (photos.length > 0) await tx.insert(reviewPhotos).values(photos.map((photo, index) => ({ reviewId: id, position: index + 1, ...photo })));
    return { id, created: !existing };
  });
  return { review: (await findReview(db, outcome.id))!, created: outcome.created };
}

/** The writer takes their review down; anyone else's review is "not found" (it is not theirs to know about). */
export async function deleteReview(db: Db, userId: string, reviewId: string): Promise<void> {
  const found = await findReview(db, reviewId);
  if (!found || found.userId !== userId) throw refuse.notFound(NOT_FOUND.review);
  await db.transaction(async (tx) => {
    const locked = await lockReview(tx, eq(reviews.id, found.id));
    if (!locked) return;
    await tx.delete(reviews).where(eq(reviews.id, locked.id));
    if (isShownReview(locked.status)) await refreshProductRating(tx, locked.productId);
  });
}
