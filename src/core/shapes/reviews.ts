import { z } from "zod";
import { REVIEW_REASONS, REVIEW_SORTS, REVIEW_STATUSES } from "~/src/core/reviews";
import { apiSchemas, successSchema } from "./api";
import { blankIsAbsent, wholeParam } from "./query-params";

/*
 * Product reviews (issue 31): the calls' types. The rules (who may write, lengths, reasons) are in
 * src/core/reviews.ts and run in the reviews module, so each refusal names its problem.
 */

/** POST /api/products/{id}/reviews (JSON; or multipart with `stars`, `title`, `text` and up to three `photos`). */
export const reviewBodySchema = z.object({
  stars: z.unknown(),
  title: z.unknown().optional(),
  text: z.unknown(),
  /** An edit without new photos keeps the old ones unless this is true. */
  removePhotos: z.boolean().optional(),
});

export const reviewReplySchema = z.object({ text: z.string(), at: z.string() });

/** A review as readers see it: the writer as first name and initial, and the city the part went to. */
export const publicReviewSchema = z
  .object({
    _id: z.string(),
    stars: z.number(),
    title: z.string(),
    text: z.string(),
    photos: z.array(z.string()),
    author: z.string(),
    city: z.string(),
    verifiedPurchase: z.literal(true),
    createdAt: z.string(),
    updatedAt: z.string(),
    helpful: z.number(),
    reply: reviewReplySchema.optional(),
  })
  .register(apiSchemas, { id: "Review" });
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const reviewSummarySchema = z
  .object({
    average: z.number(),
    count: z.number(),
    stars: z.object({ "1": z.number(), "2": z.number(), "3": z.number(), "4": z.number(), "5": z.number() }),
  })
  .register(apiSchemas, { id: "ReviewSummary" });
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewListQuerySchema = z.object({
  page: wholeParam("page", 10_000, 1),
  sort: blankIsAbsent(z.enum(REVIEW_SORTS, { message: `sort must be one of: ${REVIEW_SORTS.join(", ")}` }).default("recent")),
  stars: blankIsAbsent(
    z.coerce
      .number({ message: "stars must be a number" })
      .int("stars must be a whole number from 1 to 5")
      .min(1, "stars must be from 1 to 5")
      .max(5, "stars must be from 1 to 5")
      .optional(),
  ),
});

/** GET /api/products/{id}/reviews: published reviews only, 10 a page. */
export const reviewListSchema = successSchema({
  summary: reviewSummarySchema,
  reviews: z.array(publicReviewSchema),
  page: z.number(),
  pages: z.number(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The writer's own review: with its status and, when refused, the criterion. */
export const ownReviewSchema = publicReviewSchema
  .extend({
    productId: z.string(),
    productName: z.string(),
    status: z.enum(REVIEW_STATUSES),
    reason: z.enum(REVIEW_REASONS).nullable(),
  })
  .register(apiSchemas, { id: "OwnReview" });
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** GET /api/products/{id}/reviews/mine */
export const myProductReviewSchema = successSchema({ canReview: z.boolean(), review: ownReviewSchema.nullable() });
export type MyProductReview = z.infer<typeof myProductReviewSchema>;

/** POST /api/products/{id}/reviews */
export const reviewWrittenSchema = successSchema({ review: ownReviewSchema });

/** GET /api/reviews/mine: every review the customer wrote, newest first. */
export const myReviewsSchema = successSchema({ reviews: z.array(ownReviewSchema) });

export const reviewHelpfulSchema = successSchema({ helpful: z.number() });
export const reviewReportBodySchema = z.object({ reason: z.unknown() });

/** A review as staff moderate it: who wrote it, the reports readers made, the version a decision must name. */
export const staffReviewSchema = ownReviewSchema
  .extend({
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    reports: z.array(z.object({ reason: z.enum(REVIEW_REASONS), at: z.string() })),
    version: z.number(),
  })
  .register(apiSchemas, { id: "StaffReview" });
export type StaffReview = z.infer<typeof staffReviewSchema>;

export const staffReviewQuerySchema = z.object({
  status: blankIsAbsent(z.enum(REVIEW_STATUSES, { message: `status must be one of: ${REVIEW_STATUSES.join(", ")}` }).optional()),
  productId: blankIsAbsent(z.string().max(200).optional()),
  stars: reviewListQuerySchema.shape.stars,
  page: wholeParam("page", 10_000, 1),
});

/** GET /api/admin/reviews */
export const staffReviewListSchema = successSchema({ reviews: z.array(staffReviewSchema), total: z.number(), page: z.number(), pages: z.number() });

/** POST /api/admin/reviews/{id}/status: `version` (optional) is the one staff saw; a later change answers 409. */
export const reviewDecisionBodySchema = z.object({ status: z.unknown(), reason: z.unknown().optional(), version: z.number().int().optional() });
export const staffReviewAnswerSchema = successSchema({ review: staffReviewSchema });

/** PUT /api/admin/reviews/{id}/reply: an empty text takes the reply down. */
export const reviewReplyBodySchema = z.object({ text: z.string().max(5000) });
