import { sql } from "drizzle-orm";
import { boolean, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "~/src/core/language";
import { products, sqlList, users } from "./schema";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * Every file the shop keeps (issue 32): product photos and their copies, datasheets, and what later features
 * upload. In the database, so that every instance serves them and backups hold them; when S3_URL is set the
 * bytes live in the S3 bucket under the same key and `bytes` stays null. Private files are served only to
 * whoever may see what they belong to; public ones forever under a name made from their content.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    private: boolean("private").notNull().default(false),
    bytes: bytea("bytes"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("stored_files_size", sql`${table.size} >= 0`)],
);

/**
 * "Notify me" on an out-of-stock product (issue 32): double opt-in, so only `confirmed_at` rows are mailed, once,
 * in the transaction that takes the stock from 0 to more; `notified_at` ends the subscription. The token (its
 * SHA-256 only, as for every secret link) confirms and unsubscribes.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash").notNull().unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** The language of the page the alert was asked for on: its mails are written in it (an account's own language wins). */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One waiting subscription per product and address (compared as lower case, as logins compare them).
    uniqueIndex("stock_alerts_waiting_unique")
      .on(table.productId, sql`lower(${table.email})`)
      .where(sql`${table.notifiedAt} is null`),
    index("stock_alerts_product_idx").on(table.productId),
    check("stock_alerts_language_valid", sql`${table.language} in ${sqlList(LANGUAGES)}`),
  ],
);
