import { sql } from "drizzle-orm";
import type { FinancialYear } from "~/src/core/financial-year";
import type { DbOrTx } from "~/src/server/db/client";
import { documentCounters } from "~/src/server/db/schema-documents";

/**
 * The next serial of a series in a financial year, taken inside the issuing transaction: the counter row is
 * raised and stays locked until that transaction ends, so concurrent issuers (on any instance) queue on it,
 * each gets the next serial, and a transaction that rolls back gives its serial back. Consecutive with no
 * gaps, as Rule 46(b) wants; a sequence would not be (it never gives a number back).
 */
export async function nextSerial(tx: DbOrTx, series: string, year: FinancialYear): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year.label, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  return row.serial;
}
