import { and, count, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import { paiseToRupees } from "~/src/core/money";
import { orderNumber } from "~/src/core/order-rules";
import { INVOICES_PAGE_SIZE, type InvoiceQuery, type InvoiceSummary } from "~/src/core/shapes/invoices";
import type { Config } from "~/src/server/config";
import type { DbOrTx } from "~/src/server/db/client";
import { escapeLike } from "~/src/server/db/like-pattern";
import { orders, users } from "~/src/server/db/schema";
import { invoices } from "~/src/server/db/schema-documents";
import { refuse } from "~/src/server/refusal";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import type { IssuedInvoice } from "./gst-documents";

/** `q` finds an invoice by its number, the customer's name or e-mail, or the buyer's GSTIN or business name. */
function searchCondition(text: string): SQL | undefined {
  const contains = `%${escapeLike(text)}%`;
  return or(ilike(invoices.number, contains), ilike(users.name, contains), ilike(users.email, contains), ilike(invoices.recipientGstin, contains));
}

function filters(query: InvoiceQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw refuse.invalid("from must not be after to.");
  const text = query.q?.trim();
  return and(
    query.from ? gte(invoices.issueDate, query.from) : undefined,
    query.to ? lte(invoices.issueDate, query.to) : undefined,
    text ? searchCondition(text) : undefined,
  );
}

/** The staff's list of issued invoices, newest first, 20 a page. */
export async function listInvoices(
  db: DbOrTx,
  query: InvoiceQuery,
): Promise<{ invoices: InvoiceSummary[]; total: number; page: number; pages: number }> {
  const where = filters(query);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    db
      .select({ invoice: invoices, kind: orders.kind, customer: { name: users.name, email: users.email } })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      .limit(INVOICES_PAGE_SIZE)
      .offset((query.page - 1) * INVOICES_PAGE_SIZE),
  ]);
  return {
    invoices: rows.map(({ invoice, kind, customer }) => ({
      number: invoice.number,
      date: invoice.issueDate,
      orderId: invoice.orderId,
      kind,
      orderNumber: orderNumber(invoice.orderId),
      customer,
      gstin: invoice.recipientGstin,
      businessName: invoice.document.recipient.businessName ?? null,
      placeOfSupply: invoice.document.placeOfSupply,
      total: paiseToRupees(invoice.totalPaise),
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)),
  };
}

/** The invoices issued in a month (by their date in India), as the GSTR-1 export reads them. */
export async function invoicesOfMonth(db: DbOrTx, month: string): Promise<IssuedInvoice[]> {
  const [year, monthNumber] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
  const rows = await db
    .select({ number: invoices.number, issueDate: invoices.issueDate, series: invoices.series, serial: invoices.serial, document: invoices.document })
    .from(invoices)
    .where(and(gte(invoices.issueDate, `${month}-01`), lt(invoices.issueDate, next)))
    .orderBy(invoices.series, invoices.serial);
  return rows;
}

/**
 * The GSTIN the month's return is filed under: the one its documents were issued with (they hold it as issued),
 * else, for a month without any, the one in Settings. Documents of two GSTINs in one month cannot be one return.
 */
export async function supplierGstin(
  db: DbOrTx,
  config: Pick<Config, "deliveryFeePaise">,
  documents: ReadonlyArray<{ number: string; document: { supplier: { gstin: string } } }>,
): Promise<string> {
  const issuedWith = [...new Set(documents.map(({ document }) => document.supplier.gstin))];
  if (issuedWith.length > 1) {
    throw refuse.invalid(
      `The month's documents were issued under ${issuedWith.length} GSTINs (${issuedWith.join(", ")}): file one return for each by hand.`,
    );
  }
  const gstin = issuedWith[0] ?? (await getShopSettings(db, config)).gstin;
  if (!gstin) throw refuse.invalid("The shop's GSTIN is not set (Settings): the portal's JSON is filed under it.");
  return gstin;
}
