import { data } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { PageHeader } from "~/src/web/features/company/page-header";
import { Prose } from "~/src/web/features/company/prose";
import { findTutorial, readTimeText, TUTORIALS } from "~/src/web/features/company/tutorials/tutorials-data";
import type { Route } from "./+types/tutorial";
import { RouteErrorPage } from "~/src/web/components/route-error-page";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("company.tutorial", {
  metaTitle: "{title}: Tutorial | Tinkerwala",
  notFoundMetaTitle: "Tutorial not found | Tinkerwala",
  tutorials: "Tutorials",
  eyebrow: "Tutorial · {readTime}",
  next: "Next tutorial",
  nextLink: "{title} →",
  notFoundTitle: "Tutorial not found",
  notFoundText: "We have no tutorial on that topic yet. These are the ones we have:",
});

export function loader({ params }: Route.LoaderArgs) {
  const tutorial = findTutorial(params.topic);
  if (!tutorial) throw data({ error: "Tutorial not found." }, { status: 404 });
  return { topic: tutorial.topic };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  const tutorial = args.data && findTutorial(args.data.topic);
  return tutorial
    ? [{ title: t(text.metaTitle, { title: t(tutorial.title) }) }, { name: "description", content: t(tutorial.summary) }]
    : [{ title: t(text.notFoundMetaTitle) }];
};

export default function TutorialPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const tutorial = findTutorial(loaderData.topic)!;
  const Content = tutorial.Content;
  const others = TUTORIALS.filter((other) => other.topic !== tutorial.topic);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ to: "/tutorials", label: t(text.tutorials) }]} current={t(tutorial.title)} className="mb-3" />
      <PageHeader eyebrow={t(text.eyebrow, { readTime: t(readTimeText, { minutes: tutorial.minutes }) })} title={t(tutorial.title)}>
        <p>{t(tutorial.summary)}</p>
      </PageHeader>
      <article className="mt-8">
        <Prose>
          <Content />
        </Prose>
      </article>
      {others.length > 0 && (
        <aside className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="font-bold text-slate-900">{t(text.next)}</h2>
          {others.map((other) => (
            <p key={other.topic} className="mt-2">
              <Link to={`/tutorials/${other.topic}`} className="font-semibold text-brand-600 hover:text-brand-700">
                {t(text.nextLink, { title: t(other.title) })}
              </Link>
              <span className="block text-sm text-slate-600">{t(other.summary)}</span>
            </p>
          ))}
        </aside>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage notFoundTitle={t(text.notFoundTitle)} notFoundText={t(text.notFoundText)}>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {TUTORIALS.map((tutorial) => (
          <li key={tutorial.topic}>
            <Link to={`/tutorials/${tutorial.topic}`} className={buttonClasses({ variant: "secondary" })}>
              {t(tutorial.title)}
            </Link>
          </li>
        ))}
      </ul>
    </RouteErrorPage>
  );
}
