import { Link } from "react-router";
import { KitOrderDetail } from "../features/kit-orders/kit-order-detail";
import type { Route } from "./+types/kit-order";

export const meta: Route.MetaFunction = () => [
  { title: "Kit Order Details | Tinkerwala" },
  { name: "description", content: "Products, amounts, delivery address and status of your Tinkerwala kit order." },
  { name: "robots", content: "noindex" },
];

export default function KitOrderPage({ params }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
        <Link to="/kit-orders" className="hover:text-brand-600">
          My kit orders
        </Link>{" "}
        / <span className="text-slate-700">Order details</span>
      </nav>
      <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Kit order details</h1>
      <KitOrderDetail id={params.id} />
    </main>
  );
}
