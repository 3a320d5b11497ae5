import { PageHeader } from "~/src/web/features/company/page-header";
import { SupportContent } from "~/src/web/features/company/support-content";
import { useShopSettings } from "~/src/web/shop/settings";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = () => [
  { title: "Customer Support | Tinkerwala" },
  {
    name: "description",
    content: "How to reach Tinkerwala, track an order, pay cash on delivery, return a part within 7 days and claim the 18-month warranty.",
  },
];

const SECTIONS = [
  { href: "#reach-us", label: "How to reach us" },
  { href: "#orders", label: "Help with orders" },
  { href: "#returns", label: "Returns within 7 days" },
  { href: "#warranty", label: "18-month warranty" },
];

export default function SupportPage() {
  const { shop } = useShopSettings();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow="Support" title="How can we help?">
        <p>Answers to the questions we hear most, and every way to reach a person when you need one.</p>
      </PageHeader>
      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="block rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-200 hover:text-brand-700 lg:border-0 lg:bg-transparent"
                >
                  {section.label}
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
