import { data } from "react-router";
import { Link } from "~/src/web/lib/localized-router";
import { WorkshopDetail } from "~/src/web/features/workshops/workshop-detail";
import { findWorkshop, WORKSHOP_NOT_FOUND } from "~/src/web/features/workshops/workshops-data";
import type { Route } from "./+types/workshop";
import { RouteErrorPage } from "~/src/web/components/route-error-page";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { buttonClasses } from "~/src/web/components/ui/button";

export function loader({ params }: Route.LoaderArgs) {
  const workshop = findWorkshop(params.id);
  if (!workshop) throw data({ error: WORKSHOP_NOT_FOUND }, { status: 404 });
  return { workshop };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.workshop.title} | Tinkerwala` }, { name: "description", content: loaderData.workshop.shortDescription }]
    : [{ title: `${WORKSHOP_NOT_FOUND} | Tinkerwala` }];

export default function WorkshopPage({ loaderData }: Route.ComponentProps) {
  const { workshop } = loaderData;
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/workshops", label: "Workshops" }]} current={workshop.title} />
      <header className="mb-6 mt-1">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{workshop.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
          <span>
            Duration: <strong className="text-slate-900">{workshop.duration}</strong>
          </span>
          <span>At your school, for teams of four</span>
          <a href="#booking" className="font-semibold text-brand-600 hover:text-brand-700 lg:hidden">
            Book this workshop ↓
          </a>
        </p>
      </header>
      <WorkshopDetail workshop={workshop} />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <RouteErrorPage
      notFoundTitle={WORKSHOP_NOT_FOUND}
      notFoundText="We do not run a workshop at this address. Have a look at the workshops we offer."
    >
      <Link to="/workshops" className={buttonClasses({ className: "mt-8" })}>
        See all workshops
      </Link>
    </RouteErrorPage>
  );
}
