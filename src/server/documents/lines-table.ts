import { type TaxDocumentLine } from "~/src/core/shapes/tax-document";
import { documentFonts } from "./fonts";
import { displayQuantity, displayRate, money } from "./format";
import { CONTENT_WIDTH, type Frame, INK, MUTED, newPage, PAGE, RULE } from "./layout";
import { drawLayout, fitSize, layoutText, type TextLayout, type TextStyle } from "./rich-text";

/**
 * The lines table: Sr, Description, HSN, Qty, Unit, Unit price incl. GST, Discount, Taxable value, GST %, then
 * CGST and SGST (intra-state) or IGST (inter-state), Total. A row grows with its description; a row that does not
 * fit goes to a new page, which repeats the running header and this table's header.
 */

type Align = "left" | "right" | "center";

interface Column {
  header: string;
  /** Points; the description takes what the others leave. */
  width: number;
  align: Align;
  /** Wraps onto more lines (the description); other cells are one line, shrunk to fit. */
  wraps?: true;
  cell(line: TaxDocumentLine, index: number, interState: boolean): string;
}

const PAD_X = 3;
const PAD_Y = 3.5;
const BODY: TextStyle = { size: 7.5, color: INK };
const HEAD: TextStyle = { size: 6.8, weight: "bold", color: INK };
/** A description longer than this many lines is cut: one row must always fit on a page. */
const MAX_DESCRIPTION_LINES = 30;
const amount = (pick: (line: TaxDocumentLine) => number) => (line: TaxDocumentLine) => money(pick(line), "");

function columnsFor(interState: boolean): Column[] {
  const taxes: Column[] = interState
    ? [{ header: "IGST", width: 48, align: "right", cell: amount((line) => line.igst) }]
    : [
        { header: "CGST", width: 42, align: "right", cell: amount((line) => line.cgst) },
        { header: "SGST", width: 42, align: "right", cell: amount((line) => line.sgst) },
      ];
  const columns: Column[] = [
    { header: "Sr", width: 16, align: "center", cell: (_line, index) => String(index + 1) },
    { header: "Description", width: 0, align: "left", wraps: true, cell: (line) => line.description },
    { header: "HSN", width: 40, align: "center", cell: (line) => line.hsn },
    { header: "Qty", width: 22, align: "right", cell: (line) => displayQuantity(line.quantity) },
    { header: "Unit", width: 24, align: "center", cell: (line) => line.unit },
    { header: "Unit price incl. GST", width: 46, align: "right", cell: amount((line) => line.unitPrice) },
    { header: "Discount", width: 38, align: "right", cell: amount((line) => line.discount) },
    { header: "Taxable value", width: 50, align: "right", cell: amount((line) => line.taxableValue) },
    { header: "GST %", width: 34, align: "center", cell: (line, _index, inter) => displayRate(line.gstRate, inter) },
    ...taxes,
    { header: "Total", width: 52, align: "right", cell: amount((line) => line.total) },
  ];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.width === 0 ? { ...column, width: CONTENT_WIDTH - fixed } : column));
}

interface Cell {
  layout: TextLayout;
  style: TextStyle;
  /** Lowers a shrunk number so that its baseline meets the row's other cells. */
  drop: number;
}

/** Lays out one row's cells: the description wraps; numbers stay on one line and shrink if they must. */
function layoutRow(frame: Frame, columns: Column[], texts: string[], style: TextStyle, wrapAll: boolean): Cell[] {
  return columns.map((column, index) => {
    const inner = column.width - 2 * PAD_X;
    const cellStyle = wrapAll || column.wraps ? style : fitSize(frame.doc, texts[index], inner, style);
    const layout = layoutText(frame.doc, texts[index], inner, { ...cellStyle, align: column.align });
    layout.lines = layout.lines.slice(0, MAX_DESCRIPTION_LINES);
    layout.height = layout.lines.reduce((sum, line) => sum + line.height, 0);
    const drop = (style.size - cellStyle.size) * documentFonts().latin.ascent;
    return { layout, style: { ...cellStyle, align: column.align }, drop };
  });
}

function drawRow(frame: Frame, columns: Column[], cells: Cell[], height: number, fill?: string): void {
  const { doc } = frame;
  const top = frame.y;
  if (fill) doc.rect(PAGE.left, top, CONTENT_WIDTH, height).fillColor(fill).fill();
  let x = PAGE.left;
  columns.forEach((column, index) => {
    const cell = cells[index];
    // Header cells are centred vertically; body cells start at the top, where a reader's eye starts a row.
    const offset = fill ? (height - cell.layout.height) / 2 : PAD_Y + cell.drop;
    drawLayout(doc, cell.layout, x + PAD_X, top + offset, cell.style);
    x += column.width;
  });
  doc.lineWidth(0.5).strokeColor(RULE);
  doc.rect(PAGE.left, top, CONTENT_WIDTH, height).stroke();
  x = PAGE.left;
  for (const column of columns.slice(0, -1)) {
    x += column.width;
    doc
      .moveTo(x, top)
      .lineTo(x, top + height)
      .stroke();
  }
  frame.y += height;
}

function rowHeight(cells: Cell[]): number {
  return Math.max(...cells.map((cell) => cell.layout.height)) + 2 * PAD_Y;
}

const NOTE: TextStyle = { size: 7, color: MUTED, align: "right" };

/** The table's header: "Amounts in ₹" above the column names. Laid out once, drawn on every page of the table. */
function tableHeader(frame: Frame, columns: Column[]) {
  const note = layoutText(frame.doc, "Amounts in ₹", CONTENT_WIDTH, NOTE);
  const names = columns.map((column) => column.header);
  const cells = layoutRow(frame, columns, names, HEAD, true);
  const height = note.height + 2 + rowHeight(cells);
  const draw = () => {
    drawLayout(frame.doc, note, PAGE.left, frame.y, NOTE);
    frame.y += note.height + 2;
    drawRow(frame, columns, cells, rowHeight(cells), "#E5E7EB");
  };
  return { height, draw };
}

export function drawLinesTable(frame: Frame, lines: TaxDocumentLine[], interState: boolean): void {
  const columns = columnsFor(interState);
  const header = tableHeader(frame, columns);
  lines.forEach((line, index) => {
    const texts = columns.map((column) => column.cell(line, index, interState));
    const cells = layoutRow(frame, columns, texts, BODY, false);
    const height = rowHeight(cells);
    // The header goes with the first row of each page, never alone at the foot of one.
    const needed = index === 0 ? header.height + height : height;
    if (frame.y + needed > PAGE.bottom) {
      newPage(frame);
      header.draw();
    } else if (index === 0) header.draw();
    drawRow(frame, columns, cells, height);
  });
}
