import { useParams, useSearchParams } from "react-router";
import { QuoteView } from "~/src/web/features/quotes/quote-view";
import type { Route } from "./+types/quote-detail";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator } from "~/src/web/lib/i18n";

const text = defineMessages("quoteDetailPage", {
  metaTitle: "Quotation | Tinkerwala",
  metaDescription: "A Tinkerwala quotation: its lines, GST and validity, the PDF, and accepting it into an order.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

/** A quotation, by login or by the key of the mailed link (`?key=`), which never leaves this page's own calls. */
export default function QuoteDetailPage() {
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <QuoteView id={id} accessKey={search.get("key")} />
    </main>
  );
}
