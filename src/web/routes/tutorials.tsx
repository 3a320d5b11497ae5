import { Link } from "~/src/web/lib/localized-router";
import { PageHeader } from "~/src/web/features/company/page-header";
import { readTimeText, TUTORIALS } from "~/src/web/features/company/tutorials/tutorials-data";
import type { Route } from "./+types/tutorials";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";
import { RichText } from "~/src/web/features/company/rich-text";

const text = defineMessages("company.tutorials", {
  metaTitle: "Tutorials for Electronics Learners | Tinkerwala",
  metaDescription: "Short, practical electronics tutorials: quick fixes for common Arduino problems and optimizing power and code in IoT projects.",
  eyebrow: "Tutorials",
  title: "Learn by fixing and improving",
  intro: "Short guides for students and teachers, written from the questions we answer every week. For full projects, see our blog.",
  read: "Read the tutorial →",
  blog: "Looking for complete projects? <link>Read the blog</link>.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function TutorialsPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)}>
        <p>{t(text.intro)}</p>
      </PageHeader>
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {TUTORIALS.map((tutorial) => (
          <li key={tutorial.topic}>
            <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t(readTimeText, { minutes: tutorial.minutes })}</p>
              <h2 className="mt-2 text-xl font-bold text-slate-900">
                <Link to={`/tutorials/${tutorial.topic}`} className="after:absolute after:inset-0 hover:text-brand-700">
                  {t(tutorial.title)}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-slate-600">{t(tutorial.summary)}</p>
              <span className="mt-4 text-sm font-semibold text-brand-600" aria-hidden="true">
                {t(text.read)}
              </span>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-slate-600">
        <RichText
          text={t(text.blog)}
          tags={{
            link: (chunk) => (
              <Link to="/blogs" className="font-semibold text-brand-600 hover:text-brand-700">
                {chunk}
              </Link>
            ),
          }}
        />
      </p>
    </main>
  );
}
