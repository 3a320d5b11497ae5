import { Link } from "~/src/web/lib/localized-router";
import { buttonClasses } from "~/src/web/components/ui/button";
import { PageHeader } from "~/src/web/features/company/page-header";
import { useShopSettings } from "~/src/web/shop/settings";
import type { Route } from "./+types/contact";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";
import { RichText } from "~/src/web/features/company/rich-text";

const text = defineMessages("company.contact", {
  metaTitle: "Contact Us | Tinkerwala",
  metaDescription: "Visit, call or write to Tinkerwala: store address, phone, email and opening hours. We help schools and makers across India.",
  eyebrow: "Contact",
  title: "Get in touch",
  intro: "Questions about a part, an order or a school project? Call, write or drop by the store. We are happy to help you pick the right parts.",
  storeHeading: "Store address",
  phoneHeading: "Phone",
  emailHeading: "Email",
  enquiry: "For quotes and school orders you can also use the <link>enquiry form</link>.",
  jobsHeading: "Want to build with us?",
  jobsText: "We are a small team of engineers and teachers. See if there is a place for you.",
  jobs: "Explore Jobs",
  support: "Need help with an order you already placed? The <link>support page</link> explains tracking, returns and warranty.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }];
};

const inlineLink = "font-medium text-brand-600 hover:text-brand-700";

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm";
const iconBox = "flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600";

function Icon({ d }: { d: string }) {
  return (
    <span className={iconBox} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={d} />
      </svg>
    </span>
  );
}

export default function ContactPage() {
  // The root loader reads the owner's saved details on the server, so this page is rendered with them.
  const { shop } = useShopSettings();
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader eyebrow={t(text.eyebrow)} title={t(text.title)}>
        <p>{t(text.intro)}</p>
      </PageHeader>

      <div className="mt-10 grid gap-4 md:grid-cols-3">
        <section aria-labelledby="contact-store" className={card}>
          <Icon d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />
          <h2 id="contact-store" className="mt-4 font-bold text-slate-900">
            {t(text.storeHeading)}
          </h2>
          <address className="mt-1 text-sm not-italic leading-relaxed text-slate-600">
            {shop?.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="contact-phone" className={card}>
          <Icon d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          <h2 id="contact-phone" className="mt-4 font-bold text-slate-900">
            {t(text.phoneHeading)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{shop && <a href={`tel:${shop.phone.replace(/[^+0-9]/g, "")}`}>{shop.phone}</a>}</p>
          <ul className="mt-3 space-y-0.5 text-xs text-slate-500">
            {shop?.hours.map((row) => (
              <li key={row.days}>
                {row.days}: {row.time}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="contact-email" className={card}>
          <Icon d="M4 6h16v12H4zM4 7l8 6 8-6" />
          <h2 id="contact-email" className="mt-4 font-bold text-slate-900">
            {t(text.emailHeading)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{shop && <a href={`mailto:${shop.email}`}>{shop.email}</a>}</p>
          <p className="mt-3 text-xs text-slate-500">
            <RichText
              text={t(text.enquiry)}
              tags={{
                link: (chunk) => (
                  <Link to="/enquiry" className={inlineLink}>
                    {chunk}
                  </Link>
                ),
              }}
            />
          </p>
        </section>
      </div>

      <section className="mt-10 flex flex-col items-start justify-between gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <div>
          <h2 className="text-xl font-bold">{t(text.jobsHeading)}</h2>
          <p className="mt-1 text-brand-100">{t(text.jobsText)}</p>
        </div>
        <Link to="/career" className={buttonClasses({ variant: "accent", className: "shrink-0" })}>
          {t(text.jobs)}
        </Link>
      </section>

      <p className="mt-8 text-sm text-slate-600">
        <RichText
          text={t(text.support)}
          tags={{
            link: (chunk) => (
              <Link to="/support" className={inlineLink}>
                {chunk}
              </Link>
            ),
          }}
        />
      </p>
    </main>
  );
}
