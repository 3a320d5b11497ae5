import type { QuotationDocument } from "~/src/core/quotation";
import { displayDate, stateWithCode } from "./format";
import { drawFirstPageHeader } from "./header-blocks";
import { CONTENT_WIDTH, ensureRoom, finishDocument, type Frame, type Heading, INK, MUTED, openDocument, PAGE } from "./layout";
import { drawLinesTable } from "./lines-table";
import { drawLayout, drawText, layoutText, type TextStyle } from "./rich-text";
import { drawSummary } from "./summary";

const TERMS_STYLE: TextStyle = { size: 8.5, color: INK };

/** The terms, a paragraph at a time, so that long terms run on to the next page instead of off this one. */
function drawTerms(frame: Frame, terms: string): void {
  const paragraphs = terms
    .split("\n")
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return;
  frame.y += 10;
  ensureRoom(frame, 30);
  frame.y += drawText(frame.doc, "TERMS", PAGE.left, frame.y, 200, { size: 7.5, weight: "bold", color: MUTED }) + 3;
  for (const paragraph of paragraphs) {
    const layout = layoutText(frame.doc, paragraph, CONTENT_WIDTH, TERMS_STYLE);
    ensureRoom(frame, Math.min(layout.height, PAGE.bottom - PAGE.top - 60));
    drawLayout(frame.doc, layout, PAGE.left, frame.y, TERMS_STYLE);
    frame.y += layout.height + 2;
  }
}

/**
 * A quotation as an A4 PDF, drawn from the document as it was sent: the shop and its GSTIN, the buyer, the lines
 * with HSN and the GST split as the tax invoice will show it, the total in words, the validity, the terms and the
 * signature line. The same document always gives the same bytes.
 */
export function renderQuotationPdf(quotation: QuotationDocument): Promise<Buffer> {
  const heading: Heading = { title: "Quotation", reference: `Quotation no. ${quotation.number} · Date ${displayDate(quotation.date)}` };
  const frame = openDocument(heading, { title: `Quotation ${quotation.number}`, author: quotation.supplier.legalName, date: quotation.date });
  const facts: Array<[string, string]> = [
    ["Quotation no.", quotation.number],
    ["Date", displayDate(quotation.date)],
    ["Valid until", displayDate(quotation.validUntil)],
    ...(quotation.revises ? ([["Revises", `${quotation.revises} (version ${quotation.version})`]] as Array<[string, string]>) : []),
    ...(quotation.neededBy ? ([["Needed by", displayDate(quotation.neededBy)]] as Array<[string, string]>) : []),
    ["Place of supply", stateWithCode(quotation.placeOfSupply)],
    ["Contact", `${quotation.contact.phone} · ${quotation.contact.email}`],
  ];
  drawFirstPageHeader(frame, {
    title: "Quotation",
    subtitle: "Prices include GST. This is not a tax invoice: the tax invoice comes with the goods.",
    supplier: quotation.supplier,
    facts,
    recipient: quotation.recipient,
    deliveryAddress: quotation.deliveryAddress,
  });
  drawLinesTable(frame, quotation.lines, quotation.interState);
  drawTerms(frame, quotation.terms);
  drawSummary(frame, {
    totals: quotation.totals,
    totalLabel: "Total quoted",
    amountInWords: quotation.amountInWords,
    notes: [`Valid until ${displayDate(quotation.validUntil)}.`],
    legalName: quotation.supplier.legalName,
    signatory: quotation.signatory,
  });
  return finishDocument(frame);
}
