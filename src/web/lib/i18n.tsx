/**
 * The storefront's language (issue 33): English at the spec's paths, Hindi under `/hi`. The language comes
 * from the address alone, so links and search engines get what they ask for; the root loader sends a Hindi
 * page, as data, the compiled Hindi messages its code can show (src/i18n/hi.json, src/server/web/page-messages.ts),
 * and English pages carry no catalog at all: each English message travels, compiled, inside the code of the page
 * that shows it (src/core/i18n.ts).
 */
import type { Messages } from "@lingui/core";
import { createContext, useContext, useMemo, useRef, type ReactNode } from "react";
import { formatLongDate, type Translate } from "~/src/core/i18n";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { LANGUAGE_HEADER, type Language } from "~/src/core/language";

export const HINDI_PREFIX = "/hi";

/** The language of a page address: `/hi` and `/hi/…` are Hindi, everything else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** The page address without its language prefix: `/hi/cart` → `/cart`, `/hi` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/** Paths the server owns (API, files, staff pages): never given a language prefix. */
const UNLOCALIZED = /^\/(api|Files|uploads|admin|fonts|assets)(\/|$)|^\/(sitemap\.xml|robots\.txt|favicon\.svg)$/;

/** A storefront address in a language: `localizedPath("hi", "/cart?x=1")` → `/hi/cart?x=1`. */
export function localizedPath(language: Language, path: string): string {
  if (language === "en" || !path.startsWith("/") || path.startsWith("//") || UNLOCALIZED.test(path) || languageOfPath(path.split(/[?#]/)[0]) === "hi")
    return path;
  return path === "/" ? HINDI_PREFIX : path.startsWith("/?") || path.startsWith("/#") ? `${HINDI_PREFIX}${path.slice(1)}` : `${HINDI_PREFIX}${path}`;
}

/** The headers an API call from this page carries: Hindi pages ask for Hindi messages. */
export function languageHeaders(): Record<string, string> {
  if (typeof window === "undefined" || languageOfPath(window.location.pathname) === "en") return {};
  return { [LANGUAGE_HEADER]: "hi" };
}

interface LanguageState {
  language: Language;
  t: Translate;
}

const english = compiledTranslator("en");
const LanguageContext = createContext<LanguageState>({ language: "en", t: english });

export function LanguageProvider({ language, messages, children }: { language: Language; messages: Messages | null; children: ReactNode }) {
  // Each Hindi page brings the messages of its own code (src/server/web/page-messages.ts); those of pages seen
  // before are kept, so a toast or a lazy piece of the page left behind still speaks Hindi while the next one opens.
  const seen = useRef<Messages>({});
  const state = useMemo<LanguageState>(() => {
    if (language === "en") return { language, t: english };
    seen.current = { ...seen.current, ...messages };
    return { language, t: compiledTranslator(language, seen.current) };
  }, [language, messages]);
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>;
}

export const useLanguage = (): Language => useContext(LanguageContext).language;

/** The page's translator: `t(text.key, values)`. */
export const useT = (): Translate => useContext(LanguageContext).t;

/** Turns a storefront path into this page's language. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useMemo(() => (path: string) => localizedPath(language, path), [language]);
}

/** "28 November 2026" or "28 नवंबर 2026", in the page's language. */
export function useLongDate(): (date: Date | string, options?: Intl.DateTimeFormatOptions) => string {
  const language = useLanguage();
  return useMemo(() => (date: Date | string, options?: Intl.DateTimeFormatOptions) => formatLongDate(language, date, options), [language]);
}

/** Staff-entered Hindi (a product's or category's `nameHi`) on Hindi pages, the English text where there is none. */
export function useLocalizedText(): (english: string, hindi?: string | null) => string {
  const language = useLanguage();
  return useMemo(() => (english: string, hindi?: string | null) => (language === "hi" && hindi ? hindi : english), [language]);
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/**
 * A translator for a route's `meta` (titles and descriptions), which runs outside React: the language from the
 * address, the Hindi catalog from the root's data.
 */
export function metaTranslator({ location, matches }: MetaArgs): Translate {
  const language = languageOfPath(location.pathname);
  if (language === "en") return english;
  const root = matches.find((match) => match?.id === "root")?.data as { messages?: Messages | null } | undefined;
  return compiledTranslator(language, root?.messages ?? {});
}
