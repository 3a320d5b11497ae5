import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { MyReviews } from "~/src/web/features/product/my-reviews";
import type { Route } from "./+types/reviews";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("reviewsPage", {
  metaTitle: "My Reviews | Tinkerwala",
  metaDescription: "The reviews you wrote on Tinkerwala: whether they are published, our replies, and editing or deleting them.",
  heading: "My reviews",
  intro: "Every review you wrote, newest first. An edited review is checked again before it appears.",
  howWeCheck: "How we check reviews →",
  gateTitle: "Log in to see your reviews",
  gateMessage: "Your reviews are kept in your account. Log in to edit or delete them.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function ReviewsPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
        </div>
        <Link to="/review-guidelines" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          {t(text.howWeCheck)}
        </Link>
      </div>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <MyReviews />
      </SessionGate>
    </main>
  );
}
