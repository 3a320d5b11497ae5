import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema";

/**
 * Failed sign-ins per account (keyed by a hash of the e-mail, so addresses without an account are not
 * stored in the clear and behave like real ones). Past a few failures each further try must wait.
 */
export const loginThrottle = pgTable("login_throttle", {
  accountKey: text("account_key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
  /** No password is checked for this account before this moment (except from a trusted device). */
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers a user has signed in from (an HttpOnly cookie holds the token; only its hash is kept). A guess
 * storm against the account does not hold up its owner on these devices.
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Wrong passwords typed on this device; too many and it is trusted no more. */
    failures: integer("failures").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("trusted_devices_user_idx").on(table.userId)],
);
