import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { MyQuotes } from "~/src/web/features/quotes/my-quotes";
import type { Route } from "./+types/quotes";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("quotesPage", {
  metaTitle: "My Quotations | Tinkerwala",
  metaDescription: "Your school's quotations from Tinkerwala: follow requests, download quotations and accept them.",
  heading: "My quotations",
  intro: "Requests and quotations, newest first.",
  request: "Request a quotation →",
  gateTitle: "Log in to see your quotations",
  gateMessage: "Quotations you asked for while logged in are kept in your account.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function QuotesPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
        </div>
        <Link to="/quote" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          {t(text.request)}
        </Link>
      </div>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <MyQuotes />
      </SessionGate>
    </main>
  );
}
