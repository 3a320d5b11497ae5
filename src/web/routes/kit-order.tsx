import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { KitOrderDetail } from "~/src/web/features/kit-orders/kit-order-detail";
import { OrderReturns } from "~/src/web/features/returns/order-returns";
import type { Route } from "./+types/kit-order";

export const meta: Route.MetaFunction = () => [
  { title: "Kit Order Details | Tinkerwala" },
  { name: "description", content: "Products, amounts, delivery address and status of your Tinkerwala kit order." },
  { name: "robots", content: "noindex" },
];

export default function KitOrderPage({ params }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/kit-orders", label: "My kit orders" }]} current="Order details" />
      <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Kit order details</h1>
      <KitOrderDetail id={params.id} returns={<OrderReturns orderId={params.id} />} />
    </main>
  );
}
