import { EnquiryForm } from "~/src/web/features/enquiry/enquiry-form";
import type { Route } from "./+types/enquiry";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("enquiry.page", {
  metaTitle: "Enquiry | Tinkerwala",
  metaDescription:
    "Ask Tinkerwala about bulk orders for schools, Atal Tinkering Lab equipment, custom kits and workshops. We reply to every enquiry.",
  eyebrow: "Enquiry",
  heading: "How can we help?",
  intro: "Planning a lab, a class project or a bulk order? Tell us what you need and the right person from our team will reply.",
  topics: "We often help with",
  bulk: "Bulk orders for schools",
  bulkText: "Class sets of boards, sensors and consumables, with one GST invoice.",
  lab: "Atal Tinkering Lab setup",
  labText: "Help choosing parts for a new lab or topping up an existing one.",
  kits: "Custom kits",
  kitsText: "Kits planned around your syllabus or a competition brief.",
  workshops: "Workshops",
  workshopsText: "Drone and robotics sessions run by our trainers at your school.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

const TOPICS = [
  { title: text.bulk, text: text.bulkText },
  { title: text.lab, text: text.labText },
  { title: text.kits, text: text.kitsText },
  { title: text.workshops, text: text.workshopsText },
];

export default function EnquiryPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t(text.eyebrow)}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
          <p className="mt-2 text-slate-600">{t(text.intro)}</p>
        </header>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EnquiryForm />
        </div>
        <section aria-labelledby="enquiry-topics">
          <h2 id="enquiry-topics" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t(text.topics)}
          </h2>
          <ul className="mt-3 space-y-3">
            {TOPICS.map((topic) => (
              <li key={topic.title.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{t(topic.title)}</span>
                  <span className="block text-sm text-slate-600">{t(topic.text)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
