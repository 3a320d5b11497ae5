import { Link } from "~/src/web/lib/localized-router";
import { Icon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { PageHeader } from "~/src/web/features/company/page-header";
import { DOWNLOADS, WHY_CHOOSE_US } from "~/src/web/features/company/promises";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = () => [
  { title: "About Us | Tinkerwala" },
  {
    name: "description",
    content:
      "Tinkerwala supplies electronic components, robotics parts and IoT kits to Indian schools, Atal Tinkering Labs and hobbyists. 18-month warranty, 24/7 support.",
  },
];

const ICONS = [
  "M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z",
  "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z",
  "M3 21h18M5 21V10l7-5 7 5v11M9 21v-6h6v6",
];

export default function AboutPage() {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="About us" title="Parts for young makers, from people who build">
        <p>
          Tinkerwala started at a workbench in a school tinkering lab, where we kept running out of the same few parts: the right sensor, a motor
          driver that worked, a board that survived a semester of students. Today we supply electronic components, robotics parts and IoT kits to
          schools, Atal Tinkering Labs, colleges and hobbyists across India.
        </p>
        <p className="mt-3">
          We test what we sell, describe it honestly, price it in rupees with GST included and deliver it with cash on delivery, so a teacher can
          order for a class without a company card.
        </p>
      </PageHeader>

      <section aria-labelledby="why-us" className="mt-12">
        <h2 id="why-us" className="text-xl font-bold text-slate-900 sm:text-2xl">
          Why choose us
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {WHY_CHOOSE_US.map((item, index) => (
            <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600" aria-hidden="true">
                <Icon>
                  <path d={ICONS[index]} />
                </Icon>
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="downloads" className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="downloads" className="text-xl font-bold sm:text-2xl">
          Downloads
        </h2>
        <p className="mt-1 text-brand-100">Share Tinkerwala with your school: print the poster, forward the brochure.</p>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {DOWNLOADS.map((item) => (
            <li key={item.file} className="flex items-center gap-4 rounded-xl bg-white/10 p-4 ring-1 ring-white/15">
              <span
                className="flex h-12 w-10 shrink-0 items-center justify-center rounded-md bg-white text-[10px] font-bold text-sale"
                aria-hidden="true"
              >
                PDF
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-brand-100">{item.text}</span>
              </span>
              <a
                href={item.href}
                download={item.file}
                className={buttonClasses({ variant: "accent", size: "sm", className: "shrink-0" })}
                aria-label={`Download the ${item.title} (PDF)`}
              >
                Download
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 flex flex-col items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <div>
          <h2 className="text-lg font-bold text-slate-900">Setting up a lab or planning a workshop?</h2>
          <p className="text-sm text-slate-600">Tell us about your school and we will suggest the parts, kits or sessions that fit.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/enquiry" className={buttonClasses()}>
            Send an enquiry
          </Link>
          <Link to="/workshops" className={buttonClasses({ variant: "secondary" })}>
            See workshops
          </Link>
        </div>
      </section>
    </main>
  );
}
