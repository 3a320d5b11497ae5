import { SessionGate } from "~/src/web/features/auth/session-gate";
import { ReturnRequest } from "~/src/web/features/returns/return-request";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import type { Route } from "./+types/kit-order-return";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitOrderReturnPage", {
  metaTitle: "Return Kit Items | Tinkerwala",
  metaDescription: "Ask to return parts of your Tinkerwala kit order within 7 days of delivery.",
  myKitOrders: "My kit orders",
  orderDetails: "Order details",
  current: "Return items",
  heading: "Return kit items",
  gateTitle: "Log in to return items",
  gateMessage: "Your kit orders are kept in your account. Log in to ask for a return.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function KitOrderReturnPage({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <Breadcrumbs
        trail={[
          { to: "/kit-orders", label: t(text.myKitOrders) },
          { to: `/kit-orders/${encodeURIComponent(params.id)}`, label: t(text.orderDetails) },
        ]}
        current={t(text.current)}
      />
      <h1 className="mb-4 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <ReturnRequest kind="kit" id={params.id} />
      </SessionGate>
    </main>
  );
}
