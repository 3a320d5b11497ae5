import { sql } from "drizzle-orm";
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "~/src/core/language";
import { ROLES, STOCK_REASONS } from "~/src/core/staff";
import { orders, products, sqlList, users } from "./schema";

/**
 * Every change of a product's stock is a row here: orders of both kinds (`order_id`), cancellations, staff
 * adjustments, imports.
 * A product's `stock` always equals the sum of its rows (`server/shared/stock.ts` writes both at once).
 */
export const stockLedger = pgTable(
  "stock_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    change: integer("change").notNull(),
    reason: text("reason").notNull(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("stock_ledger_product_idx").on(table.productId, table.at),
    check("stock_ledger_reason_valid", sql`${table.reason} in ${sqlList(STOCK_REASONS)}`),
  ],
);

/** Who changed what and when, before and after. Append-only: the database refuses updates and deletes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** A copy, so the entry still names its author after the account is gone. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
);

/** A staff invitation: the link's token is shown once; only its SHA-256 is kept. */
export const invitations = pgTable(
  "invitations",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  },
  (table) => [check("invitations_role_valid", sql`${table.role} in ${sqlList(ROLES)}`)],
);

/** The shop's details and switches, one row, validated by `shopSettingsSchema` in src/core. */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("shop_settings_single_row", sql`${table.id} = 1`)],
);

/**
 * The owner's delivery rules (src/core/delivery.ts): extra days per zone, skipping Sundays, PINs not served.
 * One row, like the settings; its changes are notified like the catalog's (migration 0012), so every instance
 * answers PIN checks from memory and still hears a change at once.
 */
export const deliveryRules = pgTable(
  "delivery_rules",
  {
    id: smallint("id").primaryKey().default(1),
    data: jsonb("data").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("delivery_rules_single_row", sql`${table.id} = 1`)],
);

const inboxColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Staff mark what they have dealt with and may keep a note. */
  answeredAt: timestamp("answered_at", { withTimezone: true }),
  answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
  staffNote: text("staff_note").notNull().default(""),
});

export const enquiries = pgTable(
  "enquiries",
  {
    ...inboxColumns(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    /** The language of the page the enquiry was sent from: its receipt, and any later mail to the sender, in it. */
    language: text("language").notNull().default("en"),
  },
  (table) => [index("enquiries_created_idx").on(table.createdAt), check("enquiries_language_valid", sql`${table.language} in ${sqlList(LANGUAGES)}`)],
);

export const workshopBookings = pgTable(
  "workshop_bookings",
  {
    ...inboxColumns(),
    workshopId: text("workshop_id").notNull(),
    school: text("school").notNull(),
    contact: text("contact").notNull(),
    preferredDate: date("preferred_date"),
    students: integer("students").notNull(),
  },
  (table) => [index("workshop_bookings_created_idx").on(table.createdAt)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("subscriptions_email_unique").on(table.email)],
);
