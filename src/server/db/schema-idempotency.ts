import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";

/**
 * The first answer to each `Idempotency-Key` a user sent to a call that creates something: a retried or
 * double-clicked request gets that answer again instead of a second order. Keys are kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The call and a hash of its body: the same key with another body is a client error (422). */
    route: text("route").notNull(),
    requestHash: text("request_hash").notNull(),
    /** Null while the first request is still being answered. */
    statusCode: integer("status_code"),
    response: text("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("idempotency_keys_created_idx").on(table.createdAt)],
);
