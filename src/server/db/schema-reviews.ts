import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { REVIEW_REASONS, REVIEW_STATUSES, type ReviewReason, type ReviewStatus } from "~/src/core/reviews";
import { products, sqlList, users } from "./schema";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * A customer's review of a product they received (issue 31). One per customer and product: writing again
 * edits it and sends it back to staff. The product's average, count and star counts are kept on the product
 * row (reviews/refresh-rating.ts) so every product object carries them without counting per request.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    /** Where the part was delivered (the order's address), shown beside the writer's first name. */
    city: text("city").notNull().default(""),
    status: text("status").$type<ReviewStatus>().notNull().default("pending"),
    /** The published criterion a refusal named. */
    reason: text("reason").$type<ReviewReason>(),
    replyText: text("reply_text"),
    replyAt: timestamp("reply_at", { withTimezone: true }),
    /** Readers' "Helpful" votes (review_votes), counted here for sorting. */
    helpful: integer("helpful").notNull().default(0),
    /** Raised by every edit and decision, so a staff decision on a review that changed since is refused. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("reviews_one_per_customer").on(table.productId, table.userId),
    index("reviews_product_idx").on(table.productId, table.status, table.createdAt),
    index("reviews_status_idx").on(table.status, table.updatedAt),
    index("reviews_user_idx").on(table.userId, table.createdAt),
    check("reviews_stars_range", sql`${table.stars} between 1 and 5`),
    check("reviews_status_valid", sql`${table.status} in ${sqlList(REVIEW_STATUSES)}`),
    check("reviews_reason_valid", sql`${table.reason} is null or ${table.reason} in ${sqlList(REVIEW_REASONS)}`),
    check("reviews_rejected_has_reason", sql`(${table.status} = 'rejected') = (${table.reason} is not null)`),
    check("reviews_reply_dated", sql`(${table.replyText} is null) = (${table.replyAt} is null)`),
    check("reviews_helpful_nonnegative", sql`${table.helpful} >= 0`),
  ],
);

/** Up to three photos, re-encoded as JPEG without their metadata (where a phone photo was taken is nobody's business). */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    jpeg: bytea("jpeg").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.position] }), check("review_photos_position", sql`${table.position} between 1 and 3`)],
);

/** One "Helpful" per reader and review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

/** A reader's report of a published review, naming one of the published criteria; cleared when staff decide. */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<ReviewReason>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    check("review_reports_reason_valid", sql`${table.reason} in ${sqlList(REVIEW_REASONS)}`),
  ],
);
