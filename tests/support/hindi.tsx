import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { ReactNode } from "react";
import hindiCatalog from "~/src/i18n/hi.json";
import { LanguageProvider } from "~/src/web/lib/i18n";

/** The Hindi catalog compiled as the root loader sends it to Hindi pages. */
export const hindiMessages = Object.fromEntries(
  Object.entries(hindiCatalog as Record<string, string>).map(([id, text]) => [id, compileMessage(text)]),
);

/** Wraps a component under test as a Hindi page renders it (pair it with a router at a /hi/… address). */
export function InHindi({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider language="hi" messages={hindiMessages}>
      {children}
    </LanguageProvider>
  );
}
