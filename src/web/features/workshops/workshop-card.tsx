import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import type { Workshop } from "./workshops-data";

export function WorkshopCard({ workshop }: { workshop: Workshop }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-row">
      <div className="relative aspect-video w-full shrink-0 overflow-hidden bg-brand-900 sm:aspect-auto sm:w-2/5">
        <img
          src={workshop.image}
          alt={workshop.title}
          width={800}
          height={450}
          className="h-full w-full object-cover transition group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-400/15 px-2.5 py-1 text-xs font-semibold text-amber-800">
          <svg viewBox="0 0 24 24" width="14" height="14" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7v5l3 2" />
          </svg>
          <span>
            <span className="sr-only">Duration: </span>
            {workshop.duration}
          </span>
        </p>
        <h2 className="mt-3 text-xl font-bold text-slate-900">{workshop.title}</h2>
        <p className="mt-2 flex-1 text-slate-600">{workshop.shortDescription}</p>
        <Link
          to={`/workshops/${workshop.id}`}
          className={buttonClasses({ className: "mt-5 w-fit" })}
          aria-label={`View details and book: ${workshop.title}`}
        >
          View details and book
        </Link>
      </div>
    </article>
  );
}
