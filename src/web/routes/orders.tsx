import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { OrdersView } from "~/src/web/features/orders/orders-view";
import { OrderReturns } from "~/src/web/features/returns/order-returns";
import type { Route } from "./+types/orders";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("ordersPage", {
  metaTitle: "My Orders | Tinkerwala",
  metaDescription: "Follow your Tinkerwala component orders: status, estimated delivery, invoices and buying again.",
  heading: "My orders",
  intro: "Component orders, newest first.",
  returns: "My returns →",
  kitOrders: "Custom kit orders →",
  quotes: "Quotations →",
  gateTitle: "Log in to see your orders",
  gateMessage: "Your orders are kept in your account. Log in to follow them, download invoices or buy again.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function OrdersPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t(text.intro)}</p>
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <Link to="/returns" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            {t(text.returns)}
          </Link>
          <Link to="/kit-orders" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            {t(text.kitOrders)}
          </Link>
          <Link to="/quotes" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            {t(text.quotes)}
          </Link>
        </div>
      </div>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <OrdersView afterOrder={(order) => <OrderReturns orderId={order._id} />} />
      </SessionGate>
    </main>
  );
}
