import { type TaxInvoice } from "~/src/core/shapes/tax-document";
import { displayDate, stateWithCode } from "./format";
import { drawFirstPageHeader } from "./header-blocks";
import { finishDocument, type Heading, openDocument } from "./layout";
import { drawLinesTable } from "./lines-table";
import { drawPayBlock } from "./pay-block";
import { drawSummary } from "./summary";

/**
 * A tax invoice or proforma as an A4 PDF, rendered from the stored document alone (Rule 46 contents). The same
 * document always gives the same bytes: nothing here reads the clock, the catalogue or the shop's settings.
 */
export function renderInvoicePdf(invoice: TaxInvoice): Promise<Buffer> {
  const proforma = invoice.type === "proforma";
  const date = displayDate(invoice.date);
  // The title is bilingual for Hindi-reading customers (issue 33); the rest stays English, as tax documents do.
  const heading: Heading = proforma
    ? { title: "Proforma invoice — not a tax invoice", reference: `Order ${invoice.orderNumber} · Date ${date}` }
    : { title: "Tax Invoice / कर बीजक", reference: `Invoice no. ${invoice.number} · Date ${date} · Order ${invoice.orderNumber}` };
  const title = proforma ? `Proforma invoice for order ${invoice.orderNumber}` : `Tax Invoice ${invoice.number}`;
  const frame = openDocument(heading, { title, author: invoice.supplier.legalName, date: invoice.date });

  drawFirstPageHeader(frame, {
    title: heading.title,
    supplier: invoice.supplier,
    facts: [
      ...(proforma ? [] : ([["Invoice no.", invoice.number ?? ""]] as Array<[string, string]>)),
      [proforma ? "Date" : "Invoice date", date],
      ["Order no.", invoice.orderNumber],
      ["Order date", displayDate(invoice.orderDate)],
      ["Payment", invoice.paymentMethod],
      ...(invoice.poNumber ? ([["PO no.", invoice.poNumber]] as Array<[string, string]>) : []),
      ["Place of supply", stateWithCode(invoice.placeOfSupply)],
    ],
    recipient: invoice.recipient,
    deliveryAddress: invoice.deliveryAddress,
  });
  drawLinesTable(frame, invoice.lines, invoice.interState);
  drawSummary(frame, {
    totals: invoice.totals,
    totalLabel: "Grand total",
    amountInWords: invoice.amountInWords,
    notes: [`Tax payable on reverse charge: ${invoice.reverseCharge ? "Yes" : "No"}`],
    legalName: invoice.supplier.legalName,
    signatory: invoice.signatory,
  });
  if (invoice.payTo) drawPayBlock(frame, invoice.payTo);
  return finishDocument(frame);
}
