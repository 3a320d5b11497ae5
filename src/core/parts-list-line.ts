import { CART_MAX_QUANTITY } from "./constants";

/** One line of a parts list in the forms people write it (issue 30); the list and its tables are parts-list.ts. */

/** Longer than any product name; a longer "name" is a paragraph, not a part. */
export const PARTS_LIST_NAME_MAX = 200;
/** A line is read only up to this length: no item is longer, and the patterns below stay linear in practice. */
export const PARTS_LIST_LINE_MAX = 300;

export const QUANTITY_RULE = `a whole number from 1 to ${CART_MAX_QUANTITY}`;

// Words that say "this many pieces" next to a number (English as written in Indian lists, and Hindi's नग / पीस).
export const COUNT_WORD = String.raw`(?:pcs|pc|pieces?|nos|no|numbers?|units?|sets?|qty|नग|पीस)\.?`;
// A number written right before one of these is part of a name ("10 kΩ potentiometer", "5 mm LED"), not a count.
const MEASURE_UNIT =
  /^(?:k|m|ω|kω|mω|ohms?|v|mv|kv|a|ma|w|kw|mm|cm|m|inch|in|"|mah|ah|uf|µf|μf|nf|pf|mf|hz|khz|mhz|ghz|rpm|g|kg|gb|mb|kb|bit|pins?|ways?|ch|channels?|digits?|d|x\d)\b/i;
export const NUMBER = String.raw`[+-]?\d+(?:\.\d+)?`;

// The forms with an explicit count marker; the number they find must be a valid quantity, or the line is unreadable.
const LEADING_EXPLICIT = [
  new RegExp(String.raw`^(${NUMBER})\s*(?:${COUNT_WORD}\s*)?(?:×|\*|x(?=\s))\s*(.+)$`, "iu"),
  new RegExp(String.raw`^(${NUMBER})\s*${COUNT_WORD}(?:\s+of)?\s+(.+)$`, "iu"),
];
const QTY_PREFIX = String.raw`(?:qty|quantity)?\s*[:.=-]?\s*`;
const TRAILING_EXPLICIT = [
  new RegExp(String.raw`^(.+?)\s*[,;:\t|]\s*${QTY_PREFIX}(${NUMBER})\s*(?:${COUNT_WORD})?$`, "iu"),
  new RegExp(String.raw`^(.+?)\s+[-–—]\s*${QTY_PREFIX}(${NUMBER})\s*(?:${COUNT_WORD})?$`, "iu"),
  new RegExp(String.raw`^(.+?)(?:\s+[x*]|\s*×)\s*(${NUMBER})\s*(?:${COUNT_WORD})?$`, "iu"),
  new RegExp(String.raw`^(.+?)\s*[([]\s*${QTY_PREFIX}(${NUMBER})\s*(?:${COUNT_WORD})?\s*[)\]]$`, "iu"),
  new RegExp(String.raw`^(.+?)\s+(?:qty|quantity)\s*[:.=-]?\s*(${NUMBER})$`, "iu"),
  new RegExp(String.raw`^(.+?)\s+(${NUMBER})\s*${COUNT_WORD}$`, "iu"),
];
const LEADING_BARE = new RegExp(String.raw`^(${NUMBER})\s+(.+)$`, "u");
const TRAILING_BARE = new RegExp(String.raw`^(.+?)\s+(${NUMBER})$`, "u");

const BULLET = /^(?:[-*•·▪◦‣–—]|\(?\d{1,3}[.)]|[a-z][.)])\s+/iu;

/** Makes pasted text comparable: NFKC (full-width digits, NBSP), no invisible or control characters, straight quotes, ASCII digits. */
export function normalisePartsText(text: string): string {
  return (
    text
      .normalize("NFKC")
      // Zero-width spaces and joiners, the word joiner, a BOM, soft hyphens: invisible, never meant.
      .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, "")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, " ")
      // Half a surrogate pair is no character: PostgreSQL would refuse it in a query's JSON.
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD")
      .replace(/[“”„‟″]/g, '"')
      .replace(/[‘’‚‛′]/g, "'")
      // Devanagari digits, as a Hindi list may write its quantities.
      .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x966))
  );
}

export type Reading = { name: string; quantity: number } | { unreadable: string };

export function readQuantity(text: string): number | string {
  const value = Number(text);
  if (!Number.isFinite(value)) return `the quantity "${text}" is not a number: write ${QUANTITY_RULE}.`;
  if (!Number.isInteger(value)) return `the quantity ${text} is not a whole number: write ${QUANTITY_RULE}.`;
  if (value < 1) return `the quantity ${text} is less than 1: write ${QUANTITY_RULE}.`;
  if (value > CART_MAX_QUANTITY) return `the quantity ${text} is more than ${CART_MAX_QUANTITY}, the most one line can order.`;
  return value;
}

export function named(rawName: string, quantity: number | string): Reading {
  const name = rawName
    .replace(/^[\s,;:|\-–—]+|[\s,;:|\-–—]+$/g, "")
    .replace(/\s+/g, " ")
    // "20 x" and "x 20" leave a lone multiplication sign where the name should be; "Uno qty: 7" a lone "qty".
    .replace(/^[x×*](?: |$)|(?:^| )(?:[x×*]|qty|quantity)\.?$/iu, "");
  if (typeof quantity === "string") return { unreadable: `Line not read: ${quantity}` };
  if (!/[\p{L}\p{N}]/u.test(name)) return { unreadable: "Line not read: there is a quantity but no product name." };
  if (name.length > PARTS_LIST_NAME_MAX) return { unreadable: `Line not read: the name is longer than ${PARTS_LIST_NAME_MAX} characters.` };
  return { name, quantity };
}

/** One free-form line: the explicit forms first, then a bare number before or after the name, else one of it. */
export function readFreeLine(text: string): Reading {
  if (text.length > PARTS_LIST_LINE_MAX) return { unreadable: `Line not read: it is longer than ${PARTS_LIST_LINE_MAX} characters.` };
  const line = text.replace(/\s+/g, (space) => (space.includes("\t") ? "\t" : " ")).trim();
  const rest = line.replace(BULLET, "");
  for (const form of LEADING_EXPLICIT) {
    const match = form.exec(rest);
    if (match) return named(match[2], readQuantity(match[1]));
  }
  for (const form of TRAILING_EXPLICIT) {
    const match = form.exec(rest);
    if (match && /[\p{L}]/u.test(match[1])) return named(match[1], readQuantity(match[2]));
  }
  // A number written with a leading zero ("0042") is a code, not a count.
  const leading = LEADING_BARE.exec(rest);
  if (leading && !MEASURE_UNIT.test(leading[2]) && !/^0\d/.test(leading[1])) return named(leading[2], readQuantity(leading[1]));
  const trailing = TRAILING_BARE.exec(rest);
  if (trailing && !/^0\d/.test(trailing[2])) {
    const quantity = readQuantity(trailing[2]);
    // "Arduino Mega 2560", "LiPo 3.7": a model number ends the name. Only a plainly absurd count is refused.
    if (typeof quantity === "number") return named(trailing[1], quantity);
    if (/^[+-]?\d{5,}$/.test(trailing[2]) || /^-|^\+?0+$/.test(trailing[2])) return named(trailing[1], quantity);
  }
  if (/^[+-]?\d+(?:\.\d+)?$/.test(rest)) return { unreadable: "Line not read: a number alone, with no product name." };
  return named(rest, 1);
}
