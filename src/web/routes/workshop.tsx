import { data } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { WorkshopDetail } from "~/src/web/features/workshops/workshop-detail";
import { findWorkshop, WORKSHOP_NOT_FOUND } from "~/src/web/features/workshops/workshops-data";
import type { Route } from "./+types/workshop";
import { RouteErrorPage } from "~/src/web/components/route-error-page";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("workshops.workshopPage", {
  title: "{title} | Tinkerwala",
  notFound: "Workshop not found",
  notFoundText: "We do not run a workshop at this address. Have a look at the workshops we offer.",
  seeAll: "See all workshops",
  crumb: "Workshops",
  duration: "Duration: ",
  teams: "At your school, for teams of four",
  book: "Book this workshop ↓",
});

export function loader({ params }: Route.LoaderArgs) {
  const workshop = findWorkshop(params.id);
  if (!workshop) throw data({ error: WORKSHOP_NOT_FOUND }, { status: 404 });
  // The id only: the workshop's texts are messages in this page's code, read in the page's language.
  return { workshopId: workshop.id };
}

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  const workshop = args.data && findWorkshop(args.data.workshopId);
  return workshop
    ? [{ title: t(text.title, { title: t(workshop.title) }) }, { name: "description", content: t(workshop.shortDescription) }]
    : [{ title: t(text.title, { title: t(text.notFound) }) }];
};

export default function WorkshopPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const workshop = findWorkshop(loaderData.workshopId);
  if (!workshop) return null;
  const title = t(workshop.title);
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/workshops", label: t(text.crumb) }]} current={title} />
      <header className="mb-6 mt-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
          <span>
            {t(text.duration)}
            <strong className="text-slate-900">{t(workshop.duration)}</strong>
          </span>
          <span>{t(text.teams)}</span>
          <a href="#booking" className="font-semibold text-brand-600 hover:text-brand-700 lg:hidden">
            {t(text.book)}
          </a>
        </p>
      </header>
      <WorkshopDetail workshop={workshop} />
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <RouteErrorPage notFoundTitle={t(text.notFound)} notFoundText={t(text.notFoundText)}>
      <Link to="/workshops" className={buttonClasses({ className: "mt-8" })}>
        {t(text.seeAll)}
      </Link>
    </RouteErrorPage>
  );
}
