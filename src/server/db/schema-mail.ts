import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TaxInvoice } from "~/src/core/shapes/tax-document";
import { userTokenColumns, users } from "./schema";

/**
 * What a mail carries, drawn when it is sent: a stored document by its number (an invoice, a credit note, a
 * quotation), a proforma as it was drawn when the mail was queued, or the QR code of a UPI link shown in the mail.
 */
export type MailAttachment =
  | { kind: "invoice" | "credit-note" | "quotation"; number: string }
  | { kind: "proforma"; number: string; document: TaxInvoice }
  | { kind: "upi-qr"; link: string };

/**
 * Every mail the shop sends, written in the transaction of the change that causes it (an order is never
 * committed without its confirmation queued). The worker sends from here; staff read it at /admin/outbox.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    /** The customer it was written for, if any (their mails go when they delete the account). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Documents that go with the mail, drawn when it is sent from their stored rows (a tax invoice's PDF). */
    attachments: jsonb("attachments")
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** pending → sent, or failed after a day of refusals. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt), index("mail_outbox_created_idx").on(table.createdAt)],
);

/** Password-reset links: single use, one hour; only a hash of the token is kept. */
export const passwordResets = pgTable(
  "password_resets",
  {
    ...userTokenColumns(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_resets_user_idx").on(table.userId, table.createdAt)],
);
