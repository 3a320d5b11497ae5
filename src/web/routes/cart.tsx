import { SessionGate } from "~/src/web/features/auth/session-gate";
import { CartView } from "~/src/web/features/cart-page/cart-view";
import { PartsListDisclosure } from "~/src/web/features/parts-list/parts-list-disclosure";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = () => [
  { title: "Your Cart | Tinkerwala" },
  { name: "description", content: "Review the components in your Tinkerwala cart, change quantities and proceed to cash-on-delivery checkout." },
  { name: "robots", content: "noindex" },
];

export default function CartPage() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your cart</h1>
      <SessionGate
        title="Log in to see your cart"
        message="Your cart is saved to your account, so you can pick up on any device. Log in or create an account to add components."
      >
        <div className="space-y-8">
          <CartView />
          <PartsListDisclosure />
        </div>
      </SessionGate>
    </main>
  );
}
