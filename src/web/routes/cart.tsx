import { SessionGate } from "~/src/web/features/auth/session-gate";
import { CartView } from "~/src/web/features/cart-page/cart-view";
import { PartsListDisclosure } from "~/src/web/features/parts-list/parts-list-disclosure";
import type { Route } from "./+types/cart";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("cartPage", {
  metaTitle: "Your Cart | Tinkerwala",
  metaDescription: "Review the components in your Tinkerwala cart, change quantities and proceed to cash-on-delivery checkout.",
  heading: "Your cart",
  gateTitle: "Log in to see your cart",
  gateMessage: "Your cart is saved to your account, so you can pick up on any device. Log in or create an account to add components.",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function CartPage() {
  const t = useT();
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      <SessionGate title={t(text.gateTitle)} message={t(text.gateMessage)}>
        <div className="space-y-8">
          <CartView />
          <PartsListDisclosure />
        </div>
      </SessionGate>
    </main>
  );
}
