import { type FontRole, type LoadedFont } from "./fonts";

/**
 * Splits text into runs that one font can draw, so a Hindi name inside a Latin line is shaped by the Devanagari
 * font (conjuncts and matras need the whole syllable in one run) and ₹ and Latin by DejaVu. A character no
 * embedded font has becomes "?" rather than breaking the document: customer text can hold anything.
 */

export type Weight = "regular" | "bold";

export interface Run {
  text: string;
  font: FontRole;
}

/** The Devanagari blocks: the main block, Vedic extensions, Devanagari Extended. */
function isDevanagari(codePoint: number): boolean {
  return (codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff);
}

/**
 * Characters that belong to whichever run they stand in: spaces and punctuation between Hindi words (so a
 * whole Hindi phrase is one run, shaped together), joiners (ZWJ/ZWNJ select half forms inside a conjunct) and
 * combining marks (they must stay with their base letter).
 */
function isNeutral(char: string): boolean {
  return /^[\s\u200c\u200d\p{M}.,\-()]$/u.test(char);
}

/** Control characters, lone surrogates, variation selectors and byte-order marks draw nothing: they are dropped. */
function isInvisible(char: string): boolean {
  return /^[\p{Cc}\p{Cs}\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}\ufeff]$/u.test(char);
}

const fontsFor: Record<Weight, { latin: FontRole; devanagari: FontRole }> = {
  regular: { latin: "latin", devanagari: "devanagari" },
  bold: { latin: "latinBold", devanagari: "devanagariBold" },
};

/**
 * The runs of one line of text (no newlines: callers split paragraphs first). Tabs and other spaces become plain
 * spaces; a character neither font has becomes "?".
 */
export function scriptRuns(text: string, weight: Weight, fonts: Record<FontRole, LoadedFont>): Run[] {
  const { latin, devanagari } = fontsFor[weight];
  const runs: Run[] = [];
  for (let char of text) {
    // Tabs, line separators and no-break spaces print as a space (U+FEFF counts as \s but is a byte-order mark).
    if (char !== "\ufeff" && /^\s$/u.test(char)) char = " ";
    else if (isInvisible(char)) continue;
    const codePoint = char.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    let font: FontRole;
    if (last && isNeutral(char) && fonts[last.font].has(codePoint)) font = last.font;
    else if (isDevanagari(codePoint) && fonts[devanagari].has(codePoint)) font = devanagari;
    else if (fonts[latin].has(codePoint)) font = latin;
    else if (fonts[devanagari].has(codePoint)) font = devanagari;
    else [char, font] = ["?", latin];
    if (last?.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}
