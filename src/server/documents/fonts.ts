import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The fonts embedded in tax documents, read from npm packages. pdfkit's built-in Helvetica has no ₹ (U+20B9) and
 * no Devanagari, and names and addresses may be written in Hindi, so every text is drawn with these two families:
 * - DejaVu Sans Condensed (package dejavu-fonts-ttf; Bitstream Vera licence, DejaVu changes public domain):
 *   Latin, ₹ and most symbols. Condensed, so a twelve-column lines table fits across A4.
 * - Noto Sans Devanagari (package @fontsource/noto-sans-devanagari, its Devanagari subset; SIL OFL 1.1).
 *
 * Resolved from this module's URL, not a path relative to the sources: from src/ (tsx, Vitest) and from the
 * compiled build/server/shop.js alike, Node walks up to the project's node_modules. Named `require` so that knip
 * sees the font packages as used.
 */
const require = createRequire(import.meta.url);

export type FontRole = "latin" | "latinBold" | "devanagari" | "devanagariBold";

/** Paths of the font files; resolving is cheap, reading waits for the first document. */
const FONT_FILES: Record<FontRole, string> = {
  latin: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf"),
  latinBold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf"),
  devanagari: require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff"),
  devanagariBold: require.resolve("@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff"),
};

export const FONT_ROLES = Object.keys(FONT_FILES) as FontRole[];

/** The part of fontkit's font object we read (fontkit ships no types; pdfkit uses the same copy to embed). */
interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export interface LoadedFont {
  /** The file's bytes, handed to pdfkit's registerFont for each document. */
  data: Buffer;
  /** Ascent and descent as fractions of the font size (descent positive), to share a baseline between fonts. */
  ascent: number;
  descent: number;
  has(codePoint: number): boolean;
}

let loaded: Record<FontRole, LoadedFont> | undefined;

/** The four fonts, read and parsed once per process (about 1.6 MB, read on the first document only). */
export function documentFonts(): Record<FontRole, LoadedFont> {
  loaded ??= Object.fromEntries(FONT_ROLES.map((role) => [role, loadFont(FONT_FILES[role])])) as Record<FontRole, LoadedFont>;
  return loaded;
}

function loadFont(file: string): LoadedFont {
  const data = readFileSync(file);
  // The CommonJS copy that pdfkit itself requires, so the process holds one fontkit.
  const fontkit = require("fontkit") as { create(data: Buffer): FontkitFont };
  const font = fontkit.create(data);
  return {
    data,
    ascent: font.ascent / font.unitsPerEm,
    descent: -font.descent / font.unitsPerEm,
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
  };
}

/** Each font under its role's name in one pdfkit document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const fonts = documentFonts();
  for (const role of FONT_ROLES) doc.registerFont(role, fonts[role].data);
}
