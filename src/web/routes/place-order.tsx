import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { CheckoutView } from "~/src/web/features/checkout/checkout-view";
import type { Route } from "./+types/place-order";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Tinkerwala" },
  { name: "description", content: "Choose a delivery address and place your Tinkerwala order with cash on delivery." },
  { name: "robots", content: "noindex" },
];

export default function PlaceOrderPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Breadcrumbs trail={[{ to: "/cart", label: "Cart" }]} current="Checkout" className="mb-2" />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Checkout</h1>
      <SessionGate
        title="Log in to check out"
        message="Orders are placed from your account so you can follow them afterwards. Log in or create an account to continue."
      >
        <CheckoutView />
      </SessionGate>
    </main>
  );
}
