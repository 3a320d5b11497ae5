import { type CreditNote } from "~/src/core/shapes/tax-document";
import { displayDate, stateWithCode } from "./format";
import { drawFirstPageHeader } from "./header-blocks";
import { finishDocument, type Heading, openDocument } from "./layout";
import { drawLinesTable } from "./lines-table";
import { drawSummary } from "./summary";

/**
 * A credit note as an A4 PDF (s.34 CGST Act, Rule 53(1A): its own number and date, the original invoice's number
 * and date, the value and tax credited, signature), rendered from the stored document alone.
 */
export function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const date = displayDate(note.date);
  const against = `Against invoice ${note.invoiceNumber} dated ${displayDate(note.invoiceDate)}`;
  const heading: Heading = { title: "Credit Note", reference: `Credit note no. ${note.number} · Date ${date} · ${against}` };
  const frame = openDocument(heading, { title: `Credit Note ${note.number}`, author: note.supplier.legalName, date: note.date });

  drawFirstPageHeader(frame, {
    title: heading.title,
    subtitle: against,
    supplier: note.supplier,
    facts: [
      ["Credit note no.", note.number],
      ["Date", date],
      ["Order no.", note.orderNumber],
      ["Reason", note.reason],
      ["Place of supply", stateWithCode(note.placeOfSupply)],
    ],
    recipient: note.recipient,
  });
  drawLinesTable(frame, note.lines, note.interState);
  drawSummary(frame, {
    totals: note.totals,
    totalLabel: "Total credited",
    amountInWords: note.amountInWords,
    notes: [],
    legalName: note.supplier.legalName,
    signatory: note.signatory,
  });
  return finishDocument(frame);
}
