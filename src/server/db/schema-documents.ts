import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { CreditNote, TaxInvoice } from "~/src/core/shapes/tax-document";
import { orders } from "./schema";
import { returns } from "./schema-returns";

/**
 * The last serial issued in each document series per financial year. A document's number is taken by
 * raising this row inside the transaction that issues the document, so the row stays locked until that
 * transaction ends: of two issuers the second waits, and a transaction that rolls back takes its number
 * back with it. Rule 46(b) wants a consecutive serial unique for the financial year; a PostgreSQL sequence
 * would leave gaps on rollback.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    /** The series' prefix as printed, e.g. "TW/" for invoices, "TWCN/" for credit notes. */
    series: text("series").notNull(),
    /** "26-27": 1 April 2026 to 31 March 2027, by the date in India. */
    financialYear: text("financial_year").notNull(),
    lastSerial: integer("last_serial").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

/** A document's place in its series (src/server/documents/document-series.ts): unique and gapless per year. */
const numberedColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  number: text("number").notNull(),
  series: text("series").notNull(),
  financialYear: text("financial_year").notNull(),
  serial: integer("serial").notNull(),
});

/** The figures of a tax document that lists and the GSTR-1 export select by; the whole document is its JSON. */
const taxFigureColumns = () => ({
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  /** The document's date: the day it was issued, in India. */
  issueDate: date("issue_date").notNull(),
  recipientGstin: text("recipient_gstin"),
  placeOfSupply: text("place_of_supply").notNull(),
  interState: boolean("inter_state").notNull(),
  taxablePaise: integer("taxable_paise").notNull(),
  cgstPaise: integer("cgst_paise").notNull(),
  sgstPaise: integer("sgst_paise").notNull(),
  igstPaise: integer("igst_paise").notNull(),
  totalPaise: integer("total_paise").notNull(),
});

/**
 * Tax invoices as issued (CGST Act s.31, contents in Rule 46): the whole document as JSON, from which the
 * PDF is drawn on every download, and the figures the lists and the GSTR-1 export select by. The database
 * refuses to change or delete a row (migration 0010), and an invoiced order cannot be deleted.
 */
export const invoices = pgTable(
  "invoices",
  {
    ...numberedColumns(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    ...taxFigureColumns(),
    document: jsonb("document").$type<TaxInvoice>().notNull(),
  },
  (table) => [
    unique("invoices_number_unique").on(table.number),
    unique("invoices_order_unique").on(table.orderId),
    unique("invoices_serial_unique").on(table.series, table.financialYear, table.serial),
    index("invoices_issue_date_idx").on(table.issueDate),
    check("invoices_total_adds_up", sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`),
  ],
);

/**
 * Credit notes as issued (CGST Act s.34, contents in Rule 53(1A)): goods returned by the customer, or a parcel
 * back undelivered, against the order's tax invoice. Like invoices, the whole document as JSON and the figures
 * lists and the GSTR-1 export select by; the database refuses to change or delete a row (migration 0011).
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    ...numberedColumns(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** The customer's return it credits; null for a parcel returned to origin. */
    returnId: uuid("return_id").references(() => returns.id, { onDelete: "restrict" }),
    /** For each of the note's lines, the index of the invoice line it credits (so later notes credit what is left). */
    invoiceLines: integer("invoice_lines").array().notNull(),
    ...taxFigureColumns(),
    document: jsonb("document").$type<CreditNote>().notNull(),
  },
  (table) => [
    unique("credit_notes_number_unique").on(table.number),
    unique("credit_notes_serial_unique").on(table.series, table.financialYear, table.serial),
    unique("credit_notes_return_unique").on(table.returnId),
    index("credit_notes_invoice_idx").on(table.invoiceId),
    index("credit_notes_issue_date_idx").on(table.issueDate),
    check(
      "credit_notes_total_adds_up",
      sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
    check("credit_notes_taxes_nonnegative", sql`${table.cgstPaise} >= 0 and ${table.sgstPaise} >= 0 and ${table.igstPaise} >= 0`),
  ],
);
