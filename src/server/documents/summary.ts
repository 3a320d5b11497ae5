import { type TaxDocumentTotals } from "~/src/core/shapes/tax-document";
import { money } from "./format";
import { ensureRoom, type Frame, INK, PAGE, RULE } from "./layout";
import { drawLayout, layoutText, type TextLayout, type TextStyle } from "./rich-text";

/**
 * The end of a document: the amount in words and declarations on the left, the totals on the right, then "For
 * {legal name}", room to sign, and "Authorised Signatory" at the bottom right. Kept together: if it does not fit
 * under the last row, it starts a continuation page.
 */

export interface Summary {
  totals: TaxDocumentTotals;
  /** "Grand total" on an invoice, "Total credited" on a credit note. */
  totalLabel: string;
  amountInWords: string;
  /** Lines under the amount in words, e.g. "Tax payable on reverse charge: No". */
  notes: string[];
  legalName: string;
  signatory: string;
}

const LEFT_WIDTH = 290;
const TOTALS_WIDTH = 210;
const TOTALS_X = PAGE.right - TOTALS_WIDTH;
const SIGNATURE_WIDTH = 230;
/** Room for a pen signature or a stamp. */
const SIGNING_SPACE = 38;
const BODY: TextStyle = { size: 8.5, color: INK };
const GRAND: TextStyle = { size: 10, weight: "bold", color: INK };

interface Placed {
  layout: TextLayout;
  style: TextStyle;
}

function place(frame: Frame, text: string, width: number, style: TextStyle): Placed {
  return { layout: layoutText(frame.doc, text, width, style), style };
}

function totalRows(frame: Frame, summary: Summary): Array<[Placed, Placed]> {
  const { totals } = summary;
  const rows: Array<[string, number, TextStyle]> = [
    ["Taxable value", totals.taxableValue, BODY],
    ["CGST", totals.cgst, BODY],
    ["SGST", totals.sgst, BODY],
    ["IGST", totals.igst, BODY],
    [summary.totalLabel, totals.total, GRAND],
  ];
  return rows.map(([label, value, style]) => [
    place(frame, label, TOTALS_WIDTH / 2, style),
    place(frame, money(value), TOTALS_WIDTH / 2, { ...style, align: "right" }),
  ]);
}

const ROW_GAP = 3;

export function drawSummary(frame: Frame, summary: Summary): void {
  const words = place(frame, `Amount in words: ${summary.amountInWords}`, LEFT_WIDTH, { ...BODY, weight: "bold" });
  const notes = summary.notes.map((note) => place(frame, note, LEFT_WIDTH, BODY));
  const rows = totalRows(frame, summary);
  const signature = [
    place(frame, `For ${summary.legalName}`, SIGNATURE_WIDTH, { ...BODY, weight: "bold", align: "right" }),
    ...(summary.signatory ? [place(frame, summary.signatory, SIGNATURE_WIDTH, { ...BODY, align: "right" })] : []),
    place(frame, "Authorised Signatory", SIGNATURE_WIDTH, { ...BODY, align: "right" }),
  ];

  const leftHeight = [words, ...notes].reduce((sum, item) => sum + item.layout.height + 4, 0);
  const rowHeights = rows.map(([label, value]) => Math.max(label.layout.height, value.layout.height) + ROW_GAP * 2);
  const totalsHeight = rowHeights.reduce((sum, height) => sum + height, 0);
  const signatureHeight = signature.reduce((sum, item) => sum + item.layout.height + 2, 0) + SIGNING_SPACE;
  ensureRoom(frame, 10 + Math.max(leftHeight, totalsHeight) + 18 + signatureHeight);

  const { doc } = frame;
  const top = frame.y + 10;
  let y = top;
  for (const item of [words, ...notes]) {
    drawLayout(doc, item.layout, PAGE.left, y, item.style);
    y += item.layout.height + 4;
  }

  let rowTop = top - ROW_GAP;
  rows.forEach(([label, value], index) => {
    const last = index === rows.length - 1;
    if (last) doc.moveTo(TOTALS_X, rowTop).lineTo(PAGE.right, rowTop).lineWidth(0.8).strokeColor(RULE).stroke();
    drawLayout(doc, label.layout, TOTALS_X, rowTop + ROW_GAP, label.style);
    drawLayout(doc, value.layout, TOTALS_X + TOTALS_WIDTH / 2, rowTop + ROW_GAP, value.style);
    rowTop += rowHeights[index];
  });

  y = Math.max(y, rowTop) + 18;
  const [forLine, ...below] = signature;
  drawLayout(doc, forLine.layout, PAGE.right - SIGNATURE_WIDTH, y, forLine.style);
  y += forLine.layout.height + 2 + SIGNING_SPACE;
  for (const item of below) {
    drawLayout(doc, item.layout, PAGE.right - SIGNATURE_WIDTH, y, item.style);
    y += item.layout.height + 2;
  }
  frame.y = y;
}
