/**
 * Messages in two languages (issue 33), on Lingui's runtime (@lingui/core, 2.4 KB): ICU messages with
 * plurals by CLDR's rules (through Intl.PluralRules), numbers and dates through Intl.
 *
 * A message is declared where it is used, in English, with an id named by meaning:
 *
 *   export const cartText = defineMessages("cart", { empty: "Your cart is empty", items: "{count, plural, one {# item} other {# items}}" });
 *   t(cartText.items, { count: 3 })
 *
 * so English text stays in the chunk of the page that shows it and the English first load carries no
 * catalog. scripts/vite-plugin-messages.mjs compiles those English strings at build time (no ICU parser
 * ships to browsers); `npm run i18n:extract` writes them to src/i18n/en.json, the English catalog, and
 * src/i18n/hi.json is the Hindi one, sent to Hindi pages only. `npm run lint` fails on a key the Hindi
 * catalog lacks or a key nothing declares.
 */
import { setupI18n, type I18n, type MessageDescriptor, type Messages } from "@lingui/core";

type CompiledMessage = Exclude<Messages[string], string>;
import type { Language } from "~/src/core/language";

/** A message: its id and its English text (an ICU string, or Lingui's compiled form after the build). */
export type Message = { id: string; message?: string | CompiledMessage };

/** Values an ICU message may use. */
export type MessageValues = Record<string, unknown>;

/**
 * Declares a group's messages: `defineMessages("cart", { empty: "…" })` gives `{ empty: { id: "cart.empty", message: "…" } }`.
 * The build compiles the string literals in place, so call it with a literal object of string literals.
 */
export function defineMessages<Key extends string>(group: string, messages: Record<Key, string>): Record<Key, Message> {
  const declared = {} as Record<Key, Message>;
  for (const key of Object.keys(messages) as Key[]) declared[key] = { id: `${group}.${key}`, message: messages[key] as Message["message"] };
  return declared;
}

/** Translates messages in one language; `messages` are the language's compiled catalog (none for English). */
export type Translate = (message: Message, values?: MessageValues) => string;

export function createTranslator(
  language: Language,
  messages: Messages = {},
  compile?: Parameters<I18n["setMessagesCompiler"]>[0],
): { i18n: I18n; t: Translate } {
  const i18n = setupI18n();
  if (compile) i18n.setMessagesCompiler(compile);
  i18n.loadAndActivate({ locale: language, locales: language === "hi" ? ["hi-IN"] : ["en-IN"], messages });
  return { i18n, t: (message, values) => i18n._({ ...message, values } as MessageDescriptor) };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "28 November 2026" / "28 नवंबर 2026": the day, the month's name and the year, in India's time zone. */
export function formatLongDate(language: Language, date: Date | string, options: Intl.DateTimeFormatOptions = {}): string {
  const key = `${language}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === "hi" ? "hi-IN" : "en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Kolkata",
      ...options,
    });
    dateFormats.set(key, format);
  }
  return format.format(typeof date === "string" ? new Date(date) : date);
}
