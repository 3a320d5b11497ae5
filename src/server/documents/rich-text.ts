import { documentFonts, type FontRole } from "./fonts";
import { type Run, scriptRuns, type Weight } from "./script-runs";

/**
 * Text in a box, our own way rather than pdfkit's wrapping: one line may mix fonts (a Hindi name in a Latin
 * address), and pdfkit places each font at its own baseline and measures a wrapped string in one font only. Here
 * lines are wrapped at spaces (a word wider than the box is cut between grapheme clusters, preferring after "-"
 * or "/"), each line's runs share one baseline, and the height is known before drawing, so table rows can grow.
 */

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  align?: "left" | "right" | "center";
}

interface Piece extends Run {
  width: number;
}

interface Line {
  pieces: Piece[];
  width: number;
  /** Baseline offset from the line's top, and the line's height, in points. */
  ascent: number;
  height: number;
}

export interface TextLayout {
  lines: Line[];
  height: number;
  width: number;
}

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

function measure(doc: PDFKit.PDFDocument, text: string, font: FontRole, size: number): number {
  return doc.font(font).fontSize(size).widthOfString(text);
}

function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  const fonts = documentFonts();
  return scriptRuns(text, style.weight ?? "regular", fonts).reduce((sum, run) => sum + measure(doc, run.text, run.font, style.size), 0);
}

/** Cuts a word wider than the box into pieces that fit, between grapheme clusters (never inside a syllable). */
function cutWord(doc: PDFKit.PDFDocument, word: string, width: number, style: TextStyle): string[] {
  const pieces: string[] = [];
  let rest = [...graphemes.segment(word)].map((segment) => segment.segment);
  while (rest.length > 0) {
    let take = 1;
    while (take < rest.length && textWidth(doc, rest.slice(0, take + 1).join(""), style) <= width) take += 1;
    // A break after "-" or "/" in the second half of the piece reads better than one mid-word.
    const softBreak = rest.slice(0, take).findLastIndex((cluster) => cluster === "-" || cluster === "/");
    if (take < rest.length && softBreak >= take / 2) take = softBreak + 1;
    pieces.push(rest.slice(0, take).join(""));
    rest = rest.slice(take);
  }
  return pieces;
}

/** Greedy wrapping of one paragraph at spaces. */
function wrapParagraph(doc: PDFKit.PDFDocument, paragraph: string, width: number, style: TextStyle): string[] {
  const words = paragraph.split(/\s+/u).filter(Boolean);
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(doc, candidate, style) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    if (textWidth(doc, word, style) <= width) current = word;
    else {
      const pieces = cutWord(doc, word, width, style);
      lines.push(...pieces.slice(0, -1));
      current = pieces.at(-1) ?? "";
    }
  }
  lines.push(current);
  return lines;
}

function lineOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): Line {
  const fonts = documentFonts();
  const runs = scriptRuns(text, style.weight ?? "regular", fonts);
  const pieces = runs.map((run) => ({ ...run, width: measure(doc, run.text, run.font, style.size) }));
  // An empty line (a blank address line) keeps the height of the Latin font.
  const used = pieces.length > 0 ? pieces.map((piece) => fonts[piece.font]) : [fonts.latin];
  const ascent = Math.max(...used.map((font) => font.ascent)) * style.size;
  const descent = Math.max(...used.map((font) => font.descent)) * style.size;
  return { pieces, width: pieces.reduce((sum, piece) => sum + piece.width, 0), ascent, height: ascent + descent };
}

/** Lays out text ("\n" separates paragraphs) in a box `width` wide. */
export function layoutText(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): TextLayout {
  const lines = text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(doc, paragraph, width, style).map((line) => lineOf(doc, line, style)));
  return { lines, width, height: lines.reduce((sum, line) => sum + line.height, 0) };
}

/**
 * Draws a layout with its top-left corner at (x, y). A Devanagari run is marked with its text as ActualText: the
 * shaped glyphs are in visual order (the i-matra before its consonant), so copying or extracting them would
 * otherwise give the letters out of order.
 */
export function drawLayout(doc: PDFKit.PDFDocument, layout: TextLayout, x: number, y: number, style: TextStyle): void {
  const fonts = documentFonts();
  let top = y;
  for (const line of layout.lines) {
    const free = layout.width - line.width;
    let left = x + (style.align === "right" ? free : style.align === "center" ? free / 2 : 0);
    const baseline = top + line.ascent;
    for (const piece of line.pieces) {
      const devanagari = piece.font.startsWith("devanagari");
      if (devanagari) doc.markContent("Span", { actual: piece.text });
      doc
        .font(piece.font)
        .fontSize(style.size)
        .fillColor(style.color ?? "black");
      // pdfkit puts the top of the font's ascent at y: place each font so that the baselines meet.
      doc.text(piece.text, left, baseline - fonts[piece.font].ascent * style.size, { lineBreak: false });
      if (devanagari) endSpan(doc);
      left += piece.width;
    }
    top += line.height;
  }
}

/**
 * Ends an ActualText span under the same transformation the text was drawn with. pdfkit draws text inside
 * q … Q with the page flipped back, and poppler (pdftotext, Evince) places the ActualText with the
 * transformation in force at EMC, so without this the Hindi name is extracted at a mirrored height. The spec
 * asks only BT/ET, not q/Q, to nest with marked content, so this is valid PDF.
 */
function endSpan(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.transform(1, 0, 0, -1, 0, doc.page.height);
  doc.endMarkedContent();
  doc.restore();
}

/** Lays out and draws text; returns its height. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: TextStyle): number {
  const layout = layoutText(doc, text, width, style);
  drawLayout(doc, layout, x, y, style);
  return layout.height;
}

/**
 * A number in a narrow column: one line, made smaller if it does not fit, rather than cut across two lines.
 */
export function fitSize(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): TextStyle {
  const natural = textWidth(doc, text, style);
  return natural <= width ? style : { ...style, size: Math.max(4, (style.size * width) / natural) };
}
