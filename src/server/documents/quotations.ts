import { eq } from "drizzle-orm";
import { documentNumber, documentSeries } from "~/src/core/document-number";
import { financialYear } from "~/src/core/financial-year";
import type { QuotationDocument } from "~/src/core/quotation";
import type { DbOrTx } from "~/src/server/db/client";
import { quotes } from "~/src/server/db/schema-quotes";
import { nextSerial } from "./document-series";

/** A sent quotation's document, by its number. */
export async function quotationByNumber(db: DbOrTx, number: string): Promise<QuotationDocument | null> {
  const [row] = await db.select({ document: quotes.document }).from(quotes).where(eq(quotes.number, number)).limit(1);
  return row?.document ?? null;
}

/**
 * The next number of the shop's quotation series, `{PREFIX}Q/{YY-YY}/{NNNNN}`, taken in the sending transaction
 * from the locked counter row as invoices' are, so numbers are unique and gapless per financial year also when
 * two staff send at once; a send that rolls back gives its number back.
 */
export async function nextQuotationNumber(tx: DbOrTx, prefix: string, issuedAt: Date) {
  const year = financialYear(issuedAt);
  const series = documentSeries(prefix, "quotation");
  const serial = await nextSerial(tx, series, year);
  return { number: documentNumber(series, year, serial), series, financialYear: year.label, serial };
}
