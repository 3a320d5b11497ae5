import type { Page } from "playwright-core";
import { englishWords } from "~/scripts/eslint-no-english-text.mjs";

/**
 * Issue 33's check of a Hindi page: the Latin-script words a reader sees that are neither names and technical
 * words (the lint's allow-list) nor words of the shop's content (`contentWords`: product names, descriptions,
 * posts, the test's own customer data), which stays as staff and customers wrote it, nor words inside code.
 */
export async function englishLeftOn(page: Page, contentWords: ReadonlySet<string>): Promise<string[]> {
  const { text, code } = await page.evaluate(() => ({
    text: document.body.innerText,
    code: Array.from(document.querySelectorAll("code"), (element) => element.textContent ?? "").join(" "),
  }));
  // Code (a sketch, a function or a storage key's name) reads the same in both languages, as the IDE shows it.
  const codeWords = new Set(englishWords(code).map((word: string) => word.toLowerCase()));
  return [...new Set(englishWords(text).filter((word) => !contentWords.has(word.toLowerCase()) && !codeWords.has(word.toLowerCase())))];
}

/** Every word of some content, lower-cased, for englishLeftOn. */
export function wordsOf(...texts: Array<string | undefined | null>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text?.match(/[A-Za-z][A-Za-z']+/g) ?? []) words.add(word.toLowerCase());
  return words;
}
