import { useLocation } from "react-router";
import { LANGUAGE_COOKIE, type Language } from "~/src/core/language";
import { localizedPath, pathWithoutLanguage, useLanguage } from "~/src/web/lib/i18n";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice, so the English home page can suggest the Hindi one next time (never a redirect). */
export function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * The same page in the other language, query and all: "हिन्दी" on English pages, "English" on Hindi ones. Each
 * label is in its own language (and marked so), as a reader of that language looks for it. A plain link, so it
 * works before the page's code has loaded; the cookie is written when the code is there.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const language = useLanguage();
  const other: Language = language === "hi" ? "en" : "hi";
  const href = localizedPath(other, pathWithoutLanguage(pathname)) + search + hash;
  return (
    <a href={href} hrefLang={other} lang={other === "hi" ? "hi" : "en"} className={className} onClick={() => rememberLanguage(other)}>
      {other === "hi" ? "हिन्दी" : "English"}
    </a>
  );
}
