import { eq } from "drizzle-orm";
import { documentNumber, documentSeries } from "~/src/core/document-number";
import { financialYear, istDate } from "~/src/core/financial-year";
import { rupeesToPaise } from "~/src/core/money";
import type { TaxInvoice } from "~/src/core/shapes/tax-document";
import { buildTaxInvoice, type InvoiceOrder, type InvoiceSupplier } from "~/src/core/tax-invoice";
import type { DbOrTx } from "~/src/server/db/client";
import { invoices } from "~/src/server/db/schema-documents";
import { refuse } from "~/src/server/refusal";
import { nextSerial } from "./document-series";

export type InvoiceRow = typeof invoices.$inferSelect;

/** The shop's settings as an invoice needs them (the owner's Settings; src/core/shapes/shop.ts). */
export type InvoiceShop = InvoiceSupplier & { invoicePrefix: string };

/**
 * Issues the tax invoice of an order as it ships (CGST Act s.31: the invoice goes with the goods), inside the
 * shipping transaction: its number comes from the series' counter row locked there, and its row holds the
 * document exactly as issued, so later edits of products, settings or the account never change it. A refusal
 * (no GSTIN in the settings, no Indian state to deliver to) stops the shipment and changes nothing.
 */
export async function issueInvoice(tx: DbOrTx, order: InvoiceOrder, shop: InvoiceShop, issuedAt = new Date()): Promise<InvoiceRow> {
  const year = financialYear(issuedAt);
  const date = istDate(issuedAt);
  // Checked before a serial is taken, so a refused invoice never even reaches the counter.
  const draft = buildTaxInvoice({ type: "tax-invoice", number: "X", date, order, shop });
  if (!draft.ok) throw refuse.conflict(draft.message);
  const series = documentSeries(shop.invoicePrefix, "invoice");
  const serial = await nextSerial(tx, series, year);
  const number = documentNumber(series, year, serial);
  const document: TaxInvoice = { ...draft.invoice, number };
  const paise = (rupees: number) => rupeesToPaise(rupees);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      series,
      financialYear: year.label,
      serial,
      orderId: order.id,
      issuedAt,
      issueDate: date,
      recipientGstin: document.recipient.gstin ?? null,
      placeOfSupply: document.placeOfSupply.stateCode,
      interState: document.interState,
      taxablePaise: paise(document.totals.taxableValue),
      cgstPaise: paise(document.totals.cgst),
      sgstPaise: paise(document.totals.sgst),
      igstPaise: paise(document.totals.igst),
      totalPaise: paise(document.totals.total),
      document,
    })
    .returning();
  return row;
}

export async function invoiceOfOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row ?? null;
}

export async function invoiceByNumber(db: DbOrTx, number: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
  return row ?? null;
}
