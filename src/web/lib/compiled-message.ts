/**
 * Formats a message in Lingui's compiled form (what @lingui/message-utils' compileMessage produces at build
 * time: text, `[name]`, `[name, "plural", cases]`) the way @lingui/core's runtime does, with the browser's
 * Intl for CLDR's plural rules and numbers. The messages use nothing else (dates are formatted with
 * formatLongDate before they go in); the lint's catalog check refuses other ICU types.
 *
 * Why not @lingui/core itself in the browser: its runtime is 2.4 KB gzip, and issue 33 allows the English
 * first load 1 KB. Parsing stays Lingui's (at build time); this only walks the result. The server formats
 * with @lingui/core, and compiled-message.test.ts checks that both agree on every message of both catalogs.
 */
import type { Messages } from "@lingui/core";
import type { Language } from "~/src/core/language";
import type { Message, MessageValues, Translate } from "~/src/core/i18n";

type Compiled = Messages[string];
type Token = string | [string, string?, unknown?];

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(value);
}

function format(tokens: Compiled, values: MessageValues, locale: string, count?: string): string {
  if (!Array.isArray(tokens)) return tokens;
  let text = "";
  for (const token of tokens as Token[]) {
    if (typeof token === "string") {
      text += token === "#" && count !== undefined ? count : token;
      continue;
    }
    const [name, type, options] = token;
    const value = values[name];
    if (type === "plural") {
      const { offset = 0, ...cases } = options as Record<string, Compiled> & { offset?: number };
      const number = Number(value);
      const branch = cases[`=${number}`] ?? cases[number] ?? cases[pluralCategory(locale, number - offset)] ?? cases.other;
      text += format(branch, values, locale, new Intl.NumberFormat(locale).format(number - offset));
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}

/** A translator over a compiled catalog: its own message for an id, else the message's English (compiled) text. */
export function compiledTranslator(language: Language, catalog: Messages = {}): Translate {
  const locale = language === "hi" ? "hi-IN" : "en-IN";
  return (message: Message, values: MessageValues = {}) => format(catalog[message.id] ?? (message.message as Compiled) ?? message.id, values, locale);
}
