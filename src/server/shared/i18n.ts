/**
 * The server's side of the two languages (issue 33): which language a request asks for, and translators
 * for refusals and mails. Catalogs: src/i18n/hi.json (see src/core/i18n.ts). English needs no catalog:
 * every message carries its English text.
 */
import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { FastifyRequest } from "fastify";
import { createTranslator, type Translate } from "~/src/core/i18n";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_HEADER, type Language } from "~/src/core/language";
import hindiCatalog from "~/src/i18n/hi.json";

/**
 * A request's language: only the storefront's own header asks for Hindi. Accept-Language is not read, so the
 * spec's original client, whatever its browser prefers, gets the English answers it always got.
 */
export function requestLanguage(request: Pick<FastifyRequest, "headers">): Language {
  const asked = request.headers[LANGUAGE_HEADER];
  return isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
}

let compiledHindi: Messages | null = null;

/** The Hindi catalog compiled once (Lingui's compiled form), the same for the server and for Hindi pages. */
export function hindiMessages(): Messages {
  compiledHindi ??= Object.fromEntries(Object.entries(hindiCatalog as Record<string, string>).map(([id, text]) => [id, compileMessage(text)]));
  return compiledHindi;
}

let storefrontHindi: Messages | null = null;

/** What Hindi pages need of the catalog: everything but the mails' texts, which only the server writes. */
export function storefrontHindiMessages(): Messages {
  storefrontHindi ??= Object.fromEntries(Object.entries(hindiMessages()).filter(([id]) => !id.startsWith("mail.")));
  return storefrontHindi;
}

const translators = new Map<Language, Translate>();

/** A translator for one language; messages not yet compiled (the server is built without the web's plugin) are compiled on first use. */
export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    translate = createTranslator(language, language === "hi" ? hindiMessages() : {}, compileMessage).t;
    translators.set(language, translate);
  }
  return translate;
}
