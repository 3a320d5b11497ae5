import { localizedPath, pathWithoutLanguage } from "~/src/web/lib/i18n";

/**
 * `<link rel="alternate" hreflang>` for both twins of a page and x-default (English), so search engines
 * pair /cart with /hi/cart (Google: "Tell Google about localized versions of your page"). The query stays.
 */
export function LanguageAlternates({ origin, pathname, search }: { origin: string; pathname: string; search: string }) {
  const english = origin + pathWithoutLanguage(pathname) + search;
  const hindi = origin + localizedPath("hi", pathWithoutLanguage(pathname)) + search;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="hi" href={hindi} />
      <link rel="alternate" hrefLang="x-default" href={english} />
    </>
  );
}
