import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import type { Workshop } from "./workshops-data";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("workshops.card", {
  duration: "Duration: ",
  details: "View details and book",
  detailsOf: "View details and book: {title}",
});

export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  const t = useT();
  const title = t(workshop.title);
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-row">
      <div className="relative aspect-video w-full shrink-0 overflow-hidden bg-brand-900 sm:aspect-auto sm:w-2/5">
        <img src={workshop.image} alt={title} width={800} height={450} className="h-full w-full object-cover transition group-hover:scale-[1.02]" />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-400/15 px-2.5 py-1 text-xs font-semibold text-amber-800">
          <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          <span>
            <span className="sr-only">{t(text.duration)}</span>
            {t(workshop.duration)}
          </span>
        </p>
        <h2 className="mt-3 text-xl font-bold text-slate-900">{title}</h2>
        <p className="mt-2 flex-1 text-slate-600">{t(workshop.shortDescription)}</p>
        <Link to={`/workshops/${workshop.id}`} className={buttonClasses({ className: "mt-5 w-fit" })} aria-label={t(text.detailsOf, { title })}>
          {t(text.details)}
        </Link>
      </div>
    </article>
  );
}
