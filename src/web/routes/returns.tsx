import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { MyReturns } from "~/src/web/features/returns/my-returns";
import type { Route } from "./+types/returns";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("returnsPage", {
  metaTitle: "My Returns | Tinkerwala",
  metaDescription: "Follow your Tinkerwala returns: status, pickup instructions, refunds and credit notes.",
  heading: "My returns",
  intro: "Every return you asked for, newest first.",
  myOrders: "My orders →",
  gateTitle: "Log in to see your returns",
  gateMessage: "Your returns are kept in your account. Log in to follow them.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function ReturnsPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
        </div>
        <Link to="/orders" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          {t(text.myOrders)}
        </Link>
      </div>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <MyReturns />
      </SessionGate>
    </main>
  );
}
