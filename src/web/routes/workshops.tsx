import { WorkshopCard } from "~/src/web/features/workshops/workshop-card";
import { WORKSHOPS } from "~/src/web/features/workshops/workshops-data";
import type { Route } from "./+types/workshops";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("workshops.page", {
  metaTitle: "Workshops for Schools | Tinkerwala",
  metaDescription:
    "Hands-on STEM workshops at your school: students build and fly a real drone with Tinkerwala trainers. See details and estimate the cost.",
  eyebrow: "Workshops",
  heading: "Hands-on workshops at your school",
  intro:
    "Our trainers bring the parts, the tools and the know-how. Your students leave having built something real, and your tinkering lab keeps the lesson notes.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

export default function WorkshopsPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <header className="mb-8 max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t(text.eyebrow)}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
        <p className="mt-2 text-slate-600">{t(text.intro)}</p>
      </header>
      <ul className="space-y-6">
        {WORKSHOPS.map((workshop) => (
          <li key={workshop.id}>
            <WorkshopCard workshop={workshop} />
          </li>
        ))}
      </ul>
    </main>
  );
}
