import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "react-router";
import { LANGUAGE_COOKIE } from "~/src/core/language";

/** Whether this browser's visitor chose Hindi before (the cookie) or, not having chosen, reads Hindi before English. */
export function prefersHindi(cookie: string, languages: readonly string[]): boolean {
  const chosen = cookie.match(`(^|; )${LANGUAGE_COOKIE}=(..)`)?.[2];
  return chosen ? chosen === "hi" : /^hi/i.test(languages.find((language) => /^(hi|en)/i.test(language)) ?? "");
}

/**
 * On the English home page only, a small suggestion of the Hindi one for a visitor who chose Hindi or whose
 * browser prefers it (issue 33). Never a redirect: the page asked for is the page served, and pages are the same
 * for every visitor (they are cached by address), so the choice is read in the browser after the page shows,
 * and the banner's code loads only for a visitor it is for.
 */
export function HindiSuggestion() {
  const { pathname } = useLocation();
  const [Banner, setBanner] = useState<ComponentType<{ onDismiss: () => void }> | null>(null);
  const onEnglishHome = pathname === "/";
  useEffect(() => {
    if (!onEnglishHome || !prefersHindi(document.cookie, navigator.languages ?? [navigator.language])) return setBanner(null);
    let current = true;
    void import("~/src/web/components/hindi-suggestion-banner").then(({ HindiSuggestionBanner }) => {
      if (current) setBanner(() => HindiSuggestionBanner);
    });
    return () => {
      current = false;
    };
  }, [onEnglishHome]);
  return Banner ? <Banner onDismiss={() => setBanner(null)} /> : null;
}
