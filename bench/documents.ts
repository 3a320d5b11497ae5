import { renderInvoicePdf } from "~/src/server/documents/invoice-pdf";
import { kitItems, sampleInvoice } from "~/tests/support/tax-documents";

export interface DocumentRate {
  label: string;
  perSecond: number;
  msEach: number;
}

/**
 * Invoice PDFs drawn per second on one core, in process, as the invoice calls and the mail sender draw them
 * (from the stored document, fonts already loaded): a one-page invoice and a 45-line kit invoice of 3 pages.
 */
export async function measureDocuments(seconds: number): Promise<DocumentRate[]> {
  const rates: DocumentRate[] = [];
  for (const [label, invoice] of [
    ["tax invoice, 5 lines (1 page)", sampleInvoice()],
    ["kit invoice, 45 lines (3 pages)", sampleInvoice({ items: kitItems(45) })],
  ] as const) {
    await renderInvoicePdf(invoice);
    let count = 0;
    const start = performance.now();
    while (performance.now() - start < seconds * 1000) {
      await renderInvoicePdf(invoice);
      count += 1;
    }
    const elapsed = (performance.now() - start) / 1000;
    rates.push({ label, perSecond: Math.round((count / elapsed) * 10) / 10, msEach: Math.round((elapsed * 1000) / count) });
  }
  return rates;
}
