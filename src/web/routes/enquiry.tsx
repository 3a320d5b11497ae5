import { EnquiryForm } from "~/src/web/features/enquiry/enquiry-form";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = () => [
  { title: "Enquiry | Tinkerwala" },
  {
    name: "description",
    content: "Ask Tinkerwala about bulk orders for schools, Atal Tinkering Lab equipment, custom kits and workshops. We reply to every enquiry.",
  },
];

const TOPICS = [
  { title: "Bulk orders for schools", text: "Class sets of boards, sensors and consumables, with one GST invoice." },
  { title: "Atal Tinkering Lab setup", text: "Help choosing parts for a new lab or topping up an existing one." },
  { title: "Custom kits", text: "Kits planned around your syllabus or a competition brief." },
  { title: "Workshops", text: "Drone and robotics sessions run by our trainers at your school." },
];

export default function EnquiryPage() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Enquiry</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">How can we help?</h1>
          <p className="mt-2 text-slate-600">
            Planning a lab, a class project or a bulk order? Tell us what you need and the right person from our team will reply.
          </p>
        </header>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <EnquiryForm />
        </div>
        <section aria-labelledby="enquiry-topics">
          <h2 id="enquiry-topics" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            We often help with
          </h2>
          <ul className="mt-3 space-y-3">
            {TOPICS.map((topic) => (
              <li key={topic.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-accent-500" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-slate-900">{topic.title}</span>
                  <span className="block text-sm text-slate-600">{topic.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
