import { and, count, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import { paiseToRupees } from "~/src/core/money";
import { orderNumber } from "~/src/core/order-rules";
import { INVOICES_PAGE_SIZE, type InvoiceQuery } from "~/src/core/shapes/invoices";
import type { CreditNoteSummary } from "~/src/core/shapes/returns";
import type { DbOrTx } from "~/src/server/db/client";
import { escapeLike } from "~/src/server/db/like-pattern";
import { orders, users } from "~/src/server/db/schema";
import { creditNotes, invoices } from "~/src/server/db/schema-documents";
import { refuse } from "~/src/server/refusal";
import type { IssuedCreditNote } from "./gst-documents";

/** The list's filters, as for invoices: issue dates in India, both included; `q` a number, a customer or a GSTIN. */
function filters(query: InvoiceQuery): SQL | undefined {
  if (query.from && query.to && query.from > query.to) throw refuse.invalid("from must not be after to.");
  const text = query.q?.trim();
  const contains = text ? `%${escapeLike(text)}%` : "";
  return and(
    query.from ? gte(creditNotes.issueDate, query.from) : undefined,
    query.to ? lte(creditNotes.issueDate, query.to) : undefined,
    text
      ? or(
          ilike(creditNotes.number, contains),
          ilike(invoices.number, contains),
          ilike(users.name, contains),
          ilike(users.email, contains),
          ilike(creditNotes.recipientGstin, contains),
        )
      : undefined,
  );
}

/** The staff's list of issued credit notes, newest first, 20 a page. */
export async function listCreditNotes(
  db: DbOrTx,
  query: InvoiceQuery,
): Promise<{ creditNotes: CreditNoteSummary[]; total: number; page: number; pages: number }> {
  const where = filters(query);
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
    db
      .select({ note: creditNotes, kind: orders.kind, customer: { name: users.name, email: users.email } })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(creditNotes.issuedAt), desc(creditNotes.number))
      .limit(INVOICES_PAGE_SIZE)
      .offset((query.page - 1) * INVOICES_PAGE_SIZE),
  ]);
  return {
    creditNotes: rows.map(({ note, kind, customer }) => ({
      number: note.number,
      date: note.issueDate,
      invoiceNumber: note.document.invoiceNumber,
      orderId: note.orderId,
      kind,
      orderNumber: orderNumber(note.orderId),
      customer,
      gstin: note.recipientGstin,
      reason: note.document.reason,
      total: paiseToRupees(note.totalPaise),
    })),
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / INVOICES_PAGE_SIZE)),
  };
}

/** The credit notes issued in a month (by their date in India), with their invoice's value, as GSTR-1 reads them. */
export async function creditNotesOfMonth(db: DbOrTx, month: string): Promise<IssuedCreditNote[]> {
  const [year, monthNumber] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}-01`;
  const rows = await db
    .select({
      number: creditNotes.number,
      issueDate: creditNotes.issueDate,
      series: creditNotes.series,
      serial: creditNotes.serial,
      document: creditNotes.document,
      invoiceTotalPaise: invoices.totalPaise,
    })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issueDate, `${month}-01`), lt(creditNotes.issueDate, next)))
    .orderBy(creditNotes.series, creditNotes.serial);
  return rows.map(({ invoiceTotalPaise, ...row }) => ({ ...row, invoiceValue: paiseToRupees(invoiceTotalPaise) }));
}
