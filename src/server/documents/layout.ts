import { createRequire } from "node:module";
import type PDFDocumentClass from "pdfkit";
import { creationDate } from "./format";
import { registerFonts } from "./fonts";
import { drawText } from "./rich-text";

/**
 * The page frame shared by every tax document: A4, margins, the running header of continuation pages, "Page 1 of
 * 3" on every page, and the deterministic document settings that make a re-render byte-identical.
 */

/** A4 in points. Margins of 32 pt (11 mm) at the sides clear the unprintable edge of office printers (about 5 mm). */
export const PAGE = { width: 595.28, height: 841.89, left: 32, right: 595.28 - 32, top: 36, bottom: 841.89 - 40 };
export const CONTENT_WIDTH = PAGE.right - PAGE.left;

export const INK = "#111827";
export const MUTED = "#4B5563";
export const RULE = "#9CA3AF";

/** What the running header of a continuation page says: the title and one line naming the document. */
export interface Heading {
  title: string;
  reference: string;
}

export interface Frame {
  doc: PDFKit.PDFDocument;
  /** Where the next block goes, in points from the top of the page. */
  y: number;
  heading: Heading;
}

// pdfkit is required on the first document, not when the server starts (with fontkit it is a noticeable part of
// a start), from node_modules: scripts/build-server.mjs keeps it there, where it finds its own data files.
// Named `require` so that esbuild leaves the call alone and knip still sees which package is used.
const require = createRequire(import.meta.url);

/** The PDF's own metadata: `date` (YYYY-MM-DD) is the document's date. */
export interface Metadata {
  title: string;
  author: string;
  date: string;
}

/** A new document with the fonts registered and one page. */
export function openDocument(heading: Heading, metadata: Metadata): Frame {
  const PDFDocument = require("pdfkit") as typeof PDFDocumentClass;
  const when = creationDate(metadata.date);
  const doc = new PDFDocument({
    size: "A4",
    // The frame places everything itself; with no pdfkit margins pdfkit never starts a page on its own.
    margin: 0,
    bufferPages: true,
    autoFirstPage: false,
    // No default font: pdfkit would read and parse Helvetica's metrics for every document, and we never use it.
    font: "",
    lang: "en-IN",
    displayTitle: true,
    // Fixed info: pdfkit otherwise stamps the time of rendering, and the file ID is a hash of this info.
    info: { Title: metadata.title, Author: metadata.author, Creator: "Tinkerwala", Producer: "Tinkerwala", CreationDate: when, ModDate: when },
    // ActualText (the Hindi spans) is PDF 1.5; pdfkit otherwise declares 1.3.
    pdfVersion: "1.7",
  });
  registerFonts(doc);
  doc.addPage();
  return { doc, y: PAGE.top, heading };
}

export function room(frame: Frame): number {
  return PAGE.bottom - frame.y;
}

export function rule(frame: Frame, y = frame.y, color = RULE): void {
  frame.doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.6).strokeColor(color).stroke();
}

/** Starts a continuation page: the title and the document's reference again, under a rule. */
export function newPage(frame: Frame): void {
  frame.doc.addPage();
  frame.y = PAGE.top;
  frame.y += drawText(frame.doc, frame.heading.title, PAGE.left, frame.y, CONTENT_WIDTH - 90, { size: 12, weight: "bold", color: INK });
  frame.y += 2 + drawText(frame.doc, frame.heading.reference, PAGE.left, frame.y + 2, CONTENT_WIDTH - 90, { size: 8, color: MUTED });
  rule(frame, frame.y + 6);
  frame.y += 14;
}

/** Moves to a new page unless `height` points fit below the cursor. */
export function ensureRoom(frame: Frame, height: number): boolean {
  if (height <= room(frame)) return false;
  newPage(frame);
  return true;
}

/** "Page 2 of 3" at the top right of every page (known only once every page exists), then the finished file. */
export function finishDocument(frame: Frame): Promise<Buffer> {
  const { doc } = frame;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    drawText(doc, `Page ${index - start + 1} of ${count}`, PAGE.right - 90, PAGE.top + 2, 90, { size: 8, color: MUTED, align: "right" });
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
