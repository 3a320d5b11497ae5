import { Link } from "~/src/web/lib/localized-router";
import { KitOrdersList } from "~/src/web/features/kit-orders/kit-orders-list";
import type { Route } from "./+types/kit-orders";

export const meta: Route.MetaFunction = () => [
  { title: "My Kit Orders | Tinkerwala" },
  { name: "description", content: "Your custom kit orders at Tinkerwala: status, products and amounts." },
  { name: "robots", content: "noindex" },
];

export default function KitOrdersPage() {
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My kit orders</h1>
          <p className="mt-1 text-slate-600">Newest first. Open an order to see every part and the delivery address.</p>
        </div>
        <Link to="/kit" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          Build another kit →
        </Link>
      </div>
      <KitOrdersList />
    </main>
  );
}
