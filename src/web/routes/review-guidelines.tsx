import { PageHeader } from "~/src/web/features/company/page-header";
import { ReviewGuidelinesContent } from "~/src/web/features/company/review-guidelines-content";
import { REVIEW_REASON_TEXT } from "~/src/web/features/product/review-status";
import type { Route } from "./+types/review-guidelines";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("company.reviewGuidelinesPage", {
  metaTitle: "How We Collect and Check Reviews | Tinkerwala",
  metaDescription:
    "Only customers who received a part can review it, every review is read before it appears, and critical reviews are published too.",
  eyebrow: "Reviews",
  title: "How we collect and check reviews",
  intro: "Reviews on Tinkerwala come only from customers who received the part, and we publish the critical ones too. Here is how it works.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function ReviewGuidelinesPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)}>
        <p>{t(text.intro)}</p>
      </PageHeader>
      <div className="mt-8">
        <ReviewGuidelinesContent reasonLabels={REVIEW_REASON_TEXT} />
      </div>
    </main>
  );
}
