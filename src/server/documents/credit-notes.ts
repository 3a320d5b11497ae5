import { asc, eq } from "drizzle-orm";
import { buildCreditNote, type CreditedSoFar, type CreditRequest } from "~/src/core/credit-note";
import { documentNumber, documentSeries } from "~/src/core/document-number";
import { financialYear, istDate } from "~/src/core/financial-year";
import { rupeesToPaise } from "~/src/core/money";
import type { DbOrTx } from "~/src/server/db/client";
import { creditNotes } from "~/src/server/db/schema-documents";
import { nextSerial } from "./document-series";
import type { InvoiceRow } from "./invoices";

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface CreditNoteIssue {
  invoice: InvoiceRow;
  /** The shop's invoice prefix now: the credit-note series is `{prefix}CN/`. */
  invoicePrefix: string;
  requests: CreditRequest[];
  /** As printed: "Goods returned", "Goods returned undelivered". */
  reason: string;
  /** The customer's return it credits; absent for a parcel returned to origin. */
  returnId?: string;
  issuedAt?: Date;
}

/** What each line of an invoice has been credited so far, by earlier notes against it. */
async function creditedSoFar(tx: DbOrTx, invoiceId: string): Promise<Map<number, CreditedSoFar>> {
  const earlier = await tx
    .select({ invoiceLines: creditNotes.invoiceLines, document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoiceId))
    .orderBy(asc(creditNotes.serial));
  const sums = new Map<number, CreditedSoFar>();
  for (const note of earlier) {
    note.invoiceLines.forEach((index, position) => {
      const line = note.document.lines[position];
      const sum = sums.get(index) ?? { quantity: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
      sums.set(index, {
        quantity: sum.quantity + line.quantity,
        taxablePaise: sum.taxablePaise + rupeesToPaise(line.taxableValue),
        cgstPaise: sum.cgstPaise + rupeesToPaise(line.cgst),
        sgstPaise: sum.sgstPaise + rupeesToPaise(line.sgst),
        igstPaise: sum.igstPaise + rupeesToPaise(line.igst),
        totalPaise: sum.totalPaise + rupeesToPaise(line.total),
      });
    });
  }
  return sums;
}

/**
 * Issues a credit note against an invoice, inside the transaction that takes the goods back (CGST Act s.34:
 * the supplier issues it when goods supplied are returned). Its number comes from its own series' counter
 * row, locked there like the invoices' (Rule 46(b) read with Rule 53(1A)(b): a consecutive serial unique for
 * the financial year), so a rollback takes the number back and two at once queue. Stored as issued; the
 * database refuses to change it.
 */
export async function issueCreditNote(tx: DbOrTx, issue: CreditNoteIssue): Promise<CreditNoteRow> {
  const issuedAt = issue.issuedAt ?? new Date();
  const { invoice } = issue;
  const creditedBefore = await creditedSoFar(tx, invoice.id);
  const year = financialYear(issuedAt);
  const series = documentSeries(issue.invoicePrefix, "credit-note");
  const draft = { number: "X", date: istDate(issuedAt), reason: issue.reason, invoice: { ...invoice.document, number: invoice.number } };
  // Built once before a serial is taken: a request the invoice cannot cover throws before the counter moves.
  buildCreditNote({ ...draft, requests: issue.requests, creditedBefore });
  const serial = await nextSerial(tx, series, year);
  const number = documentNumber(series, year, serial);
  const { creditNote, lines, totals } = buildCreditNote({ ...draft, number, requests: issue.requests, creditedBefore });
  const [row] = await tx
    .insert(creditNotes)
    .values({
      number,
      series,
      financialYear: year.label,
      serial,
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      returnId: issue.returnId ?? null,
      invoiceLines: lines.map((line) => line.invoiceLine),
      issuedAt,
      issueDate: creditNote.date,
      recipientGstin: creditNote.recipient.gstin ?? null,
      placeOfSupply: creditNote.placeOfSupply.stateCode,
      interState: creditNote.interState,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
      document: creditNote,
    })
    .returning();
  return row;
}

export async function creditNoteByNumber(db: DbOrTx, number: string): Promise<CreditNoteRow | null> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.number, number)).limit(1);
  return row ?? null;
}
