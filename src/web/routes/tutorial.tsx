import { data } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { PageHeader } from "~/src/web/features/company/page-header";
import { Prose } from "~/src/web/features/company/prose";
import { findTutorial, TUTORIALS } from "~/src/web/features/company/tutorials/tutorials-data";
import type { Route } from "./+types/tutorial";
import { RouteErrorPage } from "~/src/web/components/route-error-page";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";

export function loader({ params }: Route.LoaderArgs) {
  const tutorial = findTutorial(params.topic);
  if (!tutorial) throw data({ error: "Tutorial not found." }, { status: 404 });
  return { topic: tutorial.topic, title: tutorial.title, summary: tutorial.summary, readTime: tutorial.readTime };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.title}: Tutorial | Tinkerwala` }, { name: "description", content: loaderData.summary }]
    : [{ title: "Tutorial not found | Tinkerwala" }];

export default function TutorialPage({ loaderData }: Route.ComponentProps) {
  const Content = findTutorial(loaderData.topic)!.Content;
  const others = TUTORIALS.filter((tutorial) => tutorial.topic !== loaderData.topic);
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <Breadcrumbs trail={[{ to: "/tutorials", label: "Tutorials" }]} current={loaderData.title} className="mb-3" />
      <PageHeader eyebrow={`Tutorial · ${loaderData.readTime}`} title={loaderData.title}>
        <p>{loaderData.summary}</p>
      </PageHeader>
      <article className="mt-8">
        <Prose>
          <Content />
        </Prose>
      </article>
      {others.length > 0 && (
        <aside className="mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="font-bold text-slate-900">Next tutorial</h2>
          {others.map((tutorial) => (
            <p key={tutorial.topic} className="mt-2">
              <Link to={`/tutorials/${tutorial.topic}`} className="font-semibold text-brand-600 hover:text-brand-700">
                {tutorial.title} →
              </Link>
              <span className="block text-sm text-slate-600">{tutorial.summary}</span>
            </p>
          ))}
        </aside>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage notFoundTitle="Tutorial not found" notFoundText="We have no tutorial on that topic yet. These are the ones we have:">
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {TUTORIALS.map((tutorial) => (
          <li key={tutorial.topic}>
            <Link to={`/tutorials/${tutorial.topic}`} className={buttonClasses({ variant: "secondary" })}>
              {tutorial.title}
            </Link>
          </li>
        ))}
      </ul>
    </RouteErrorPage>
  );
}
