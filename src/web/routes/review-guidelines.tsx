import { PageHeader } from "~/src/web/features/company/page-header";
import { ReviewGuidelinesContent } from "~/src/web/features/company/review-guidelines-content";
import type { Route } from "./+types/review-guidelines";

export const meta: Route.MetaFunction = () => [
  { title: "How We Collect and Check Reviews | Tinkerwala" },
  {
    name: "description",
    content: "Only customers who received a part can review it, every review is read before it appears, and critical reviews are published too.",
  },
];

export default function ReviewGuidelinesPage() {
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Reviews" title="How we collect and check reviews">
        <p>Reviews on Tinkerwala come only from customers who received the part, and we publish the critical ones too. Here is how it works.</p>
      </PageHeader>
      <div className="mt-8">
        <ReviewGuidelinesContent />
      </div>
    </main>
  );
}
