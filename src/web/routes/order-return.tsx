import { SessionGate } from "~/src/web/features/auth/session-gate";
import { ReturnRequest } from "~/src/web/features/returns/return-request";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import type { Route } from "./+types/order-return";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("orderReturnPage", {
  metaTitle: "Return Items | Tinkerwala",
  metaDescription: "Ask to return items of your Tinkerwala order within 7 days of delivery.",
  myOrders: "My orders",
  heading: "Return items",
  gateTitle: "Log in to return items",
  gateMessage: "Your orders are kept in your account. Log in to ask for a return.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function OrderReturnPage({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/orders", label: t(text.myOrders) }]} current={t(text.heading)} />
      <h1 className="mb-4 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <ReturnRequest kind="component" id={params.id} />
      </SessionGate>
    </main>
  );
}
