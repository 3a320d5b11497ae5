import { useState } from "react";
import { Link } from "~/src/web/lib/localized-router";
import { PartsListMatcher } from "~/src/web/features/parts-list";
import { QuoteRequestForm, type QuoteDraftLine } from "~/src/web/features/quotes/quote-request-form";
import type { Route } from "./+types/quote";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("quotePage", {
  metaTitle: "Quotations for Schools | Tinkerwala",
  metaDescription:
    "Paste your lab's parts list, get a GST quotation your school can approve, and pay by bank transfer or UPI against a purchase order.",
  heading: "Quotations for schools",
  intro:
    "Paste the parts list from your teacher or kit vendor. We match it to our catalog, and you can add it to your cart or ask for a quotation on our letterhead, with GST, to get it approved. Accept the quotation with your purchase-order number and pay by bank transfer, UPI or cash on delivery.",
  yours: "Your quotations",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

/**
 * For schools (issue 30): paste a parts list, check what it matched, then add it to the cart or ask for a
 * quotation. The matched lines carry over into the request, where free-text lines may be added.
 */
export default function QuotePage() {
  const [lines, setLines] = useState<QuoteDraftLine[]>([]);
  const t = useT();
  const toForm = (matched: QuoteDraftLine[]) => {
    setLines(matched);
    requestAnimationFrame(() => document.getElementById("quote-form-title")?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
        <p className="mt-2 max-w-3xl text-sm text-slate-600">
          {t(text.intro)}{" "}
          <Link to="/quotes" className="font-semibold text-brand-700 hover:underline">
            {t(text.yours)}
          </Link>
        </p>
      </header>
      <PartsListMatcher onRequestQuote={toForm} />
      <QuoteRequestForm lines={lines} onLinesChange={setLines} />
    </main>
  );
}
