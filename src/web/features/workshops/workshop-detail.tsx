import { WorkshopBookingForm } from "./workshop-booking-form";
import type { Workshop } from "./workshops-data";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("workshops.detail", {
  about: "About the workshop",
  learn: "What students learn",
  watch: "Watch a session",
  video: "{title}: video",
});

export function WorkshopDetail({ workshop }: { workshop: Workshop }) {
  const t = useT();
  const title = t(workshop.title);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-8">
        <div className="overflow-hidden rounded-xl bg-brand-900 shadow-sm">
          <img src={workshop.image} alt={title} width={800} height={450} className="aspect-video w-full object-cover" />
        </div>
        <section aria-labelledby="about-workshop">
          <h2 id="about-workshop" className="text-xl font-bold text-slate-900">
            {t(text.about)}
          </h2>
          <div className="mt-3 space-y-4 leading-relaxed text-slate-700">
            {workshop.fullDescription.map((paragraph) => (
              <p key={paragraph.id}>{t(paragraph)}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="workshop-outcomes" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="workshop-outcomes" className="text-lg font-bold text-slate-900">
            {t(text.learn)}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {workshop.outcomes.map((outcome) => (
              <li key={outcome.id} className="flex gap-2 text-sm text-slate-700">
                <span
                  className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-green-50 text-xs font-bold text-ok"
                  aria-hidden="true"
                >
                  ✓
                </span>
                {t(outcome)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="workshop-video">
          <h2 id="workshop-video" className="text-xl font-bold text-slate-900">
            {t(text.watch)}
          </h2>
          <div className="mt-3 aspect-video overflow-hidden rounded-xl bg-slate-900 shadow-sm">
            <iframe
              src={workshop.videoUrl}
              title={t(text.video, { title })}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="h-full w-full border-0"
            />
          </div>
        </section>
      </div>
      <div className="lg:sticky lg:top-24">
        <WorkshopBookingForm workshopId={workshop.id} workshopTitle={title} />
      </div>
    </div>
  );
}
