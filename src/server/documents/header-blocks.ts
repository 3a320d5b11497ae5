import { type TaxParty, type TaxSupplier } from "~/src/core/shapes/tax-document";
import { CONTENT_WIDTH, type Frame, INK, MUTED, PAGE, rule } from "./layout";
import { drawText, layoutText, drawLayout, type TextStyle } from "./rich-text";

/**
 * The top of a document's first page: title, the supplier beside the document's facts (number, dates, place of
 * supply), then "Bill to" beside "Ship to". Long addresses wrap; a pathological one is cut to a few lines so
 * the header never pushes the lines table off the page.
 */

export interface FirstPageHeader {
  title: string;
  /** One line under the title, e.g. "Against invoice TW/25-26/7 dated 05 Mar 2026". */
  subtitle?: string;
  supplier: TaxSupplier;
  /** Label and value pairs in the right column. */
  facts: Array<[string, string]>;
  recipient: TaxParty;
  deliveryAddress?: string;
}

const LEFT_WIDTH = 285;
const RIGHT_X = PAGE.left + 305;
const RIGHT_WIDTH = PAGE.right - RIGHT_X;
const LABEL_WIDTH = 80;
const BODY: TextStyle = { size: 8.5, color: INK };
const LABEL: TextStyle = { size: 7.5, weight: "bold", color: MUTED };
const MAX_ADDRESS_LINES = 8;

function stateLine(party: { state: string; stateCode: string }): string {
  return `State: ${party.state}, code ${party.stateCode}`;
}

/** Draws a stack of texts at x, one under the other; returns the bottom. */
function stack(frame: Frame, x: number, y: number, width: number, items: Array<[string, TextStyle, number?]>): number {
  let bottom = y;
  for (const [text, style, maxLines] of items) {
    const layout = layoutText(frame.doc, text, width, style);
    if (maxLines !== undefined) layout.lines = layout.lines.slice(0, maxLines);
    drawLayout(frame.doc, layout, x, bottom, style);
    bottom += layout.lines.reduce((sum, line) => sum + line.height, 0) + 1.5;
  }
  return bottom;
}

function factsColumn(frame: Frame, facts: Array<[string, string]>, y: number): number {
  let bottom = y;
  for (const [label, value] of facts) {
    const labelHeight = drawText(frame.doc, label, RIGHT_X, bottom + 0.8, LABEL_WIDTH - 6, LABEL);
    const valueHeight = drawText(frame.doc, value, RIGHT_X + LABEL_WIDTH, bottom, RIGHT_WIDTH - LABEL_WIDTH, BODY);
    bottom += Math.max(labelHeight, valueHeight) + 2.5;
  }
  return bottom;
}

function billTo(recipient: TaxParty): Array<[string, TextStyle, number?]> {
  const business = recipient.businessName || recipient.gstin;
  return [
    ["BILL TO", LABEL],
    // A business purchase is billed to the legal name registered under the GSTIN; the person who ordered follows.
    [business ? recipient.businessName || recipient.name : recipient.name, { ...BODY, size: 9.5, weight: "bold" }, 3],
    ...(business && recipient.businessName ? ([[`Attn: ${recipient.name}`, BODY, 2]] as Array<[string, TextStyle, number]>) : []),
    [recipient.address, BODY, MAX_ADDRESS_LINES],
    [stateLine(recipient), BODY],
    ...(recipient.gstin ? ([[`GSTIN: ${recipient.gstin}`, { ...BODY, weight: "bold" }]] as Array<[string, TextStyle]>) : []),
  ];
}

export function drawFirstPageHeader(frame: Frame, header: FirstPageHeader): void {
  const { doc } = frame;
  frame.y += drawText(doc, header.title, PAGE.left, frame.y, CONTENT_WIDTH - 100, { size: 16, weight: "bold", color: INK });
  if (header.subtitle) frame.y += 3 + drawText(doc, header.subtitle, PAGE.left, frame.y + 3, CONTENT_WIDTH - 100, { size: 9.5, color: INK });
  frame.y += 6;
  rule(frame);
  frame.y += 8;

  const { supplier } = header;
  const supplierBottom = stack(frame, PAGE.left, frame.y, LEFT_WIDTH, [
    [supplier.legalName, { size: 11, weight: "bold", color: INK }, 3],
    [supplier.address, BODY, MAX_ADDRESS_LINES],
    [`GSTIN: ${supplier.gstin}`, { ...BODY, weight: "bold" }],
    [stateLine(supplier), BODY],
  ]);
  frame.y = Math.max(supplierBottom, factsColumn(frame, header.facts, frame.y)) + 6;
  rule(frame);
  frame.y += 8;

  const billBottom = stack(frame, PAGE.left, frame.y, LEFT_WIDTH, billTo(header.recipient));
  const shipBottom = header.deliveryAddress
    ? stack(frame, RIGHT_X, frame.y, RIGHT_WIDTH, [
        ["SHIP TO", LABEL],
        [header.recipient.name, { ...BODY, size: 9.5, weight: "bold" }, 3],
        [header.deliveryAddress, BODY, MAX_ADDRESS_LINES],
      ])
    : frame.y;
  frame.y = Math.max(billBottom, shipBottom) + 8;
}
