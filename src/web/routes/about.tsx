import { Link } from "~/src/web/lib/localized-router";
import { Icon } from "~/src/web/components/icons";
import { buttonClasses } from "~/src/web/components/ui/button";
import { PageHeader } from "~/src/web/features/company/page-header";
import { DOWNLOADS, WHY_CHOOSE_US } from "~/src/web/features/company/promises";
import type { Route } from "./+types/about";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("company.about", {
  metaTitle: "About Us | Tinkerwala",
  metaDescription:
    "Tinkerwala supplies electronic components, robotics parts and IoT kits to Indian schools, Atal Tinkering Labs and hobbyists. 18-month warranty, 24/7 support.",
  eyebrow: "About us",
  title: "Parts for young makers, from people who build",
  story:
    "Tinkerwala started at a workbench in a school tinkering lab, where we kept running out of the same few parts: the right sensor, a motor driver that worked, a board that survived a semester of students. Today we supply electronic components, robotics parts and IoT kits to schools, Atal Tinkering Labs, colleges and hobbyists across India.",
  promise:
    "We test what we sell, describe it honestly, price it in rupees with GST included and deliver it with cash on delivery, so a teacher can order for a class without a company card.",
  whyHeading: "Why choose us",
  downloadsHeading: "Downloads",
  downloadsIntro: "Share Tinkerwala with your school: print the poster, forward the brochure.",
  downloadLabel: "Download the {title} (PDF)",
  download: "Download",
  labHeading: "Setting up a lab or planning a workshop?",
  labText: "Tell us about your school and we will suggest the parts, kits or sessions that fit.",
  enquiry: "Send an enquiry",
  workshops: "See workshops",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

const ICONS = [
  "M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z",
  "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1zM20 14h-3v5h2a1 1 0 0 0 1-1z",
  "M3 21h18M5 21V10l7-5 7 5v11M9 21v-6h6v6",
];

export default function AboutPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)}>
        <p>{t(text.story)}</p>
        <p className="mt-3">{t(text.promise)}</p>
      </PageHeader>

      <section aria-labelledby="why-us" className="mt-12">
        <h2 id="why-us" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t(text.whyHeading)}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {WHY_CHOOSE_US.map((item, index) => (
            <li key={item.title.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600" aria-hidden="true">
                <Icon>
                  <path d={ICONS[index]} />
                </Icon>
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{t(item.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(item.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="downloads" className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="downloads" className="text-xl font-bold sm:text-2xl">
          {t(text.downloadsHeading)}
        </h2>
        <p className="mt-1 text-brand-100">{t(text.downloadsIntro)}</p>
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
                <span className="block font-semibold">{t(item.title)}</span>
                <span className="block text-sm text-brand-100">{t(item.text)}</span>
              </span>
              <a
                href={item.href}
                download={item.file}
                className={buttonClasses({ variant: "accent", size: "sm", className: "shrink-0" })}
                aria-label={t(text.downloadLabel, { title: t(item.title) })}
              >
                {t(text.download)}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 flex flex-col items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{t(text.labHeading)}</h2>
          <p className="text-sm text-slate-600">{t(text.labText)}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/enquiry" className={buttonClasses()}>
            {t(text.enquiry)}
          </Link>
          <Link to="/workshops" className={buttonClasses({ variant: "secondary" })}>
            {t(text.workshops)}
          </Link>
        </div>
      </section>
    </main>
  );
}
