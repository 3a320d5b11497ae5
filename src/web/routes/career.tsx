import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { PageHeader } from "~/src/web/features/company/page-header";
import type { Route } from "./+types/career";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("company.career", {
  metaTitle: "Careers | Tinkerwala",
  metaDescription: "Careers at Tinkerwala. Open positions will be listed here when vacancies open.",
  eyebrow: "Careers",
  title: "Work with Tinkerwala",
  noVacancies: "Will Be Updated When Vacancies Open.",
  meanwhile: "We have no open positions right now. Meanwhile, you can still build with us: browse our parts or join one of our school workshops.",
  browse: "Browse components",
  contact: "Contact us",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function CareerPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)} />
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
        <p className="mt-5 text-xl font-semibold text-slate-900">{t(text.noVacancies)}</p>
        <p className="mx-auto mt-2 max-w-md text-slate-600">{t(text.meanwhile)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/collections" className={buttonClasses()}>
            {t(text.browse)}
          </Link>
          <Link to="/contact" className={buttonClasses({ variant: "secondary" })}>
            {t(text.contact)}
          </Link>
        </div>
      </div>
    </main>
  );
}
