import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { CheckoutView } from "~/src/web/features/checkout/checkout-view";
import type { Route } from "./+types/place-order";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("checkoutPage", {
  metaTitle: "Checkout | Tinkerwala",
  metaDescription: "Choose a delivery address and place your Tinkerwala order with cash on delivery.",
  cart: "Cart",
  heading: "Checkout",
  gateTitle: "Log in to check out",
  gateMessage: "Orders are placed from your account so you can follow them afterwards. Log in or create an account to continue.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function PlaceOrderPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs trail={[{ to: "/cart", label: t(text.cart) }]} current={t(text.heading)} className="mb-2" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <CheckoutView />
      </SessionGate>
    </main>
  );
}
