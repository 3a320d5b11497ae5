/**
 * The receiver name as GSTR-1 carries it (b2b and cdnr, "Receiver Name"). The GST portal's offline tool checks
 * it against /^[a-zA-Z0-9_&'\-./,()?@!#%$~*;+= ]{1,99}$/ on import (returns.fct.js, the b2b and cdnr checks, as
 * in the copy of the tool at github.com/goks/GST-Offline-Tool-3.0.4-Custom), and a row that fails is listed as
 * invalid and dropped, invoice and tax with it. The name is optional there: an empty cell passes.
 *
 * A GSTIN's legal name is the PAN holder's name as the registration certificate prints it, in English, so the
 * checkout asks for it in that form (gstr1NameProblem); names saved before the rule, or typed with curly quotes,
 * are fitted when exported (gstr1Name).
 */
export const GSTR1_NAME_MAX = 99;
const ALLOWED = /[a-zA-Z0-9_&'\-./,()?@!#%$~*;+= ]/;
const PATTERN = /^[a-zA-Z0-9_&'\-./,()?@!#%$~*;+= ]{1,99}$/;

/** What the tool accepts besides letters and digits, as the checkout's message lists it. */
const ALLOWED_MARKS = "& ' - . / , ( ) ? @ ! # % $ ~ * ; + = _";

/** Look-alikes a typed or pasted name often holds, written as the nearest character the tool accepts. */
const LOOK_ALIKES: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": "'",
  "\u201D": "'",
  '"': "'",
  "`": "'",
  ":": "-",
  "\u2013": "-",
  "\u2014": "-",
  "|": "/",
  "\\": "/",
  "[": "(",
  "]": ")",
  "{": "(",
  "}": ")",
};

export function isGstr1Name(name: string): boolean {
  return PATTERN.test(name);
}

/**
 * The name made to fit the tool's rule: accents dropped (NFKD, "Société" → "Societe"), look-alikes replaced,
 * anything else the tool refuses (another script's letters, emoji) turned into a space, spaces collapsed, and cut
 * to 99 characters at a word's end where one is near. A name with nothing left is "", which the tool accepts.
 */
export function gstr1Name(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/./gsu, (char) => LOOK_ALIKES[char] ?? (ALLOWED.test(char) ? char : " "))
    .replace(/\s+/g, " ")
    .trim();
  if (ascii.length <= GSTR1_NAME_MAX) return ascii;
  const cut = ascii.slice(0, GSTR1_NAME_MAX + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace >= GSTR1_NAME_MAX - 20 ? cut.slice(0, lastSpace) : cut.slice(0, GSTR1_NAME_MAX)).trim();
}

/** Why the tool would refuse `name` ("Legal name of the business …" names the field), or null when it takes it as is. */
export function gstr1NameProblem(name: string, field = "Legal name of the business"): string | null {
  if (name.length > GSTR1_NAME_MAX) return `${field} must be at most ${GSTR1_NAME_MAX} characters.`;
  const refused = [...new Set([...name].filter((char) => !ALLOWED.test(char)))];
  if (refused.length === 0) return null;
  const shown = refused
    .slice(0, 5)
    .map((char) => `"${char}"`)
    .join(", ");
  return (
    `${field} cannot contain ${shown}: write it in English letters as on the GST registration certificate ` +
    `(letters, digits, spaces and ${ALLOWED_MARKS} only).`
  );
}
