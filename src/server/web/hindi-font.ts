/**
 * Noto Sans Devanagari for Hindi pages (issue 33): the Devanagari subset from @fontsource/noto-sans-devanagari
 * (SIL Open Font License 1.1, its LICENSE ships in the package), served by the shop itself under /fonts/ and
 * declared only in Hindi pages' <head>, so English pages never download it (their one Devanagari word, the
 * language switch's "हिन्दी", uses the phone's own font). The rules travel as the root loader's data, not in the
 * storefront's JavaScript.
 */
import { createRequire } from "node:module";
import path from "node:path";

export const FONT_PREFIX = "/fonts/";

/** Where the font files are: the package's own folder of subsets. */
export const fontDirectory = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve("@fontsource/noto-sans-devanagari/package.json")), "files");

const file = (weight: number) => `${FONT_PREFIX}noto-sans-devanagari-devanagari-${weight}-normal.woff2`;

// Two files rather than one per weight (400, 600, 700): on a slow phone network every 50 KB font file delays the
// page's first paint of its largest picture or text. Bold text (700, 800) takes the semibold's shapes, which are
// the font's own, not a bold the browser would smear out of the regular.
const faces = (
  [
    [400, "100 500"],
    [600, "600 900"],
  ] as const
)
  .map(
    ([weight, range]) =>
      `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${range};src:url(${file(weight)}) format("woff2");unicode-range:U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF}`,
  )
  .join("");

/** What a Hindi page's head carries: the regular weight preloaded, the faces, Devanagari first in the font stack. */
export const HINDI_FONT = {
  preload: file(400),
  css: `${faces}html[lang="hi"]{--font-sans:"Noto Sans Devanagari","Inter","Noto Sans",ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}`,
};
