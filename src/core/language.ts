/**
 * The shop's languages: English is the spec's language and every page's default; Hindi pages live under
 * `/hi` (issue 33). Staff pages and tax documents stay English.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The header a page sends with API calls to get messages in its language; without it, answers stay English as the spec's client expects. */
export const LANGUAGE_HEADER = "x-shop-language";

/** The cookie that remembers a visitor's chosen language, so `/` can suggest the Hindi pages (it never redirects). */
export const LANGUAGE_COOKIE = "shop_lang";
