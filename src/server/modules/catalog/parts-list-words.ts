/** How a parts-list line and a product name are cut into words to compare (issue 30). */

const MAX_WORDS = 8;

/** Words that join a name rather than describe the part: "jumper wires male to male", "shield for arduino". */
const STOP_WORDS = new Set(["a", "an", "the", "of", "for", "with", "and", "to", "&"]);

/** A size or a rating written against its number ("5mm", "25W", "4GB"), as catalog names write it apart. */
const JOINED_UNIT = /(\d)(mm|cm|mah|mhz|ghz|gb|v|w)(?![\p{L}\p{N}])/gu;
/** The same written apart ("4 GB", "5 mm"), to compare as one token. */
const APART_UNIT = /(\d) (mm|cm|mah|mhz|ghz|gb|v|w)(?![\p{L}\p{N}])/gu;

/** A name as compared: lower case, one space between words. */
export const comparable = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** Punctuation that joins a part number ("HC-SR04", "0.96", "nRF24L01+") stays; brackets, commas, slashes go. */
function tokens(text: string): string[] {
  return text
    .replace(/[^\p{L}\p{M}\p{N}\-.+#&%']+/gu, " ")
    .split(" ")
    .map((word) => word.replace(/^[-.']+|[-.']+$/g, ""))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** A line's words in order (`phrase`, for resemblance) and those each to be found in a name (`words`). */
export function lineWords(name: string): { phrase: string; words: string[] } {
  const all = [...new Set(tokens(comparable(name).replace(JOINED_UNIT, "$1 $2")))].slice(0, MAX_WORDS);
  return { phrase: all.join(" "), words: all.filter((word) => !STOP_WORDS.has(word)) };
}

/** The numbers of a name with their units ("4gb", "2560", "10"): what tells one variant of a part from another. */
export function numbersOf(name: string): string[] {
  return tokens(comparable(name).replace(APART_UNIT, "$1$2")).filter((token) => /^\d/.test(token));
}
