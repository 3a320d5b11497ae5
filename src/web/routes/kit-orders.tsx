import { Link } from "~/src/web/lib/localized-router";
import { KitOrdersList } from "~/src/web/features/kit-orders/kit-orders-list";
import type { Route } from "./+types/kit-orders";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitOrdersPage", {
  metaTitle: "My Kit Orders | Tinkerwala",
  metaDescription: "Your custom kit orders at Tinkerwala: status, products and amounts.",
  heading: "My kit orders",
  intro: "Newest first. Open an order to see every part and the delivery address.",
  buildAnother: "Build another kit →",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function KitOrdersPage() {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
          <p className="mt-1 text-slate-600">{t(text.intro)}</p>
        </div>
        <Link to="/kit" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          {t(text.buildAnother)}
        </Link>
      </div>
      <KitOrdersList />
    </main>
  );
}
