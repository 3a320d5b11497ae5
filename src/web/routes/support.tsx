import { PageHeader } from "~/src/web/features/company/page-header";
import { SupportContent, supportSections } from "~/src/web/features/company/support-content";
import { useShopSettings } from "~/src/web/shop/settings";
import type { Route } from "./+types/support";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("company.supportPage", {
  metaTitle: "Customer Support | Tinkerwala",
  metaDescription: "How to reach Tinkerwala, track an order, pay cash on delivery, return a part within 7 days and claim the 18-month warranty.",
  eyebrow: "Support",
  title: "How can we help?",
  intro: "Answers to the questions we hear most, and every way to reach a person when you need one.",
  onThisPage: "On this page",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

const SECTIONS = [
  { href: "#reach-us", label: supportSections.reachUs },
  { href: "#orders", label: supportSections.orders },
  { href: "#returns", label: supportSections.returns },
  { href: "#warranty", label: supportSections.warranty },
];

export default function SupportPage() {
  const { shop } = useShopSettings();
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)}>
        <p>{t(text.intro)}</p>
      </PageHeader>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t(text.onThisPage)} className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="block rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-200 hover:text-brand-700 lg:border-0 lg:bg-transparent"
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {shop && <SupportContent shop={shop} />}
      </div>
    </main>
  );
}
