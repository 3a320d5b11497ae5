import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { LANGUAGES } from "~/src/core/language";
import type { QuotationDocument, StoredQuoteLine } from "~/src/core/quotation";
import type { QuoteAddress } from "~/src/core/shapes/quotes";
import { orders, sqlList, users } from "./schema";

/** The statuses a quotation is stored with; "expired" is a sent one past its validity, worked out when read. */
export const STORED_QUOTE_STATUSES = ["requested", "sent", "accepted", "superseded", "withdrawn"] as const;

/**
 * Quotations (issue 30), one row per version. A request is version 1; staff price it and send it, and from then
 * on the row is a document as issued: its number (gapless per financial year, in the shop's `{PREFIX}Q/` series),
 * lines, prices and the JSON the PDF is drawn from never change (the database refuses it, migration 0013). A
 * revision is a new row of the same request; the old one stays readable and is marked superseded.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The first version's id: every version of one request shares it. */
    requestId: uuid("request_id").notNull(),
    version: integer("version").notNull(),
    status: text("status").notNull().default("requested"),
    /** The buyer's account, if they were logged in or have accepted since. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the secret of the link mailed with the request; every version of a request shares it. */
    accessKeyHash: text("access_key_hash").notNull(),
    /** SHA-256 of the secret of the link mailed with this version when it was sent (a visitor may keep only that mail). */
    mailedKeyHash: text("mailed_key_hash"),
    institution: text("institution").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    gstin: text("gstin"),
    billingAddress: jsonb("billing_address").$type<QuoteAddress>().notNull(),
    deliveryAddress: jsonb("delivery_address").$type<QuoteAddress>().notNull(),
    neededBy: date("needed_by"),
    note: text("note").notNull().default(""),
    lines: jsonb("lines").$type<StoredQuoteLine[]>().notNull(),
    deliveryChargePaise: integer("delivery_charge_paise").notNull().default(0),
    validUntil: date("valid_until"),
    terms: text("terms").notNull().default(""),
    /** Its place in the quotation series, from sending on. */
    number: text("number"),
    series: text("series"),
    financialYear: text("financial_year"),
    serial: integer("serial"),
    /** The quotation as sent: the PDF is drawn from this alone. */
    document: jsonb("document").$type<QuotationDocument>(),
    supersedes: uuid("supersedes"),
    supersededBy: uuid("superseded_by"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
    poNumber: text("po_number"),
    /** The language of the page the request was made on: the buyer's mails are written in it (an account's own language wins). */
    language: text("language").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("quotes_number_unique").on(table.number),
    unique("quotes_serial_unique").on(table.series, table.financialYear, table.serial),
    unique("quotes_version_unique").on(table.requestId, table.version),
    index("quotes_user_idx").on(table.userId, table.createdAt),
    index("quotes_status_idx").on(table.status, table.createdAt),
    check("quotes_status_valid", sql`${table.status} in ${sqlList(STORED_QUOTE_STATUSES)}`),
    check(
      "quotes_sent_numbered",
      sql`(${table.status} not in ('sent', 'accepted', 'superseded') or ${table.number} is not null) and (${table.status} <> 'requested' or ${table.number} is null)`,
    ),
    check("quotes_numbered_with_document", sql`(${table.number} is null) = (${table.document} is null)`),
    check("quotes_delivery_charge_nonnegative", sql`${table.deliveryChargePaise} >= 0`),
    check("quotes_language_valid", sql`${table.language} in ${sqlList(LANGUAGES)}`),
  ],
);

/**
 * Payments staff record against an order paid by bank transfer or UPI (issue 30): what the bank statement
 * showed, with its UTR. The order's payment status follows from their sum.
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    receivedOn: date("received_on").notNull(),
    reference: text("reference").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_payments_order_idx").on(table.orderId, table.createdAt),
    check("order_payments_amount_positive", sql`${table.amountPaise} > 0`),
  ],
);
