import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { PageHeader } from "~/src/web/features/company/page-header";
import type { Route } from "./+types/career";

export const meta: Route.MetaFunction = () => [
  { title: "Careers | Tinkerwala" },
  { name: "description", content: "Careers at Tinkerwala. Open positions will be listed here when vacancies open." },
];

export default function CareerPage() {
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Careers" title="Work with Tinkerwala" />
      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />
          </svg>
        </div>
        <p className="mt-5 text-xl font-semibold text-slate-900">Will Be Updated When Vacancies Open.</p>
        <p className="mx-auto mt-2 max-w-md text-slate-600">
          We have no open positions right now. Meanwhile, you can still build with us: browse our parts or join one of our school workshops.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/collections" className={buttonClasses()}>
            Browse components
          </Link>
          <Link to="/contact" className={buttonClasses({ variant: "secondary" })}>
            Contact us
          </Link>
        </div>
      </div>
    </main>
  );
}
