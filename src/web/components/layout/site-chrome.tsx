import type { ReactNode } from "react";
import { PromoStrip } from "./promo-strip";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { HindiSuggestion } from "./hindi-suggestion";

const text = defineMessages("chrome", { skip: "Skip to content" });

/** Everything around a page (§2): promo strip, header with drawer, the page, footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t(text.skip)}
      </a>
      <ScrollToTop />
      <HindiSuggestion />
      <PromoStrip />
      <SiteHeader />
      <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </div>
      <SiteFooter />
    </div>
  );
}
