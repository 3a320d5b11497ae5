import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import { KitOrderDetail } from "~/src/web/features/kit-orders/kit-order-detail";
import { OrderReturns } from "~/src/web/features/returns/order-returns";
import type { Route } from "./+types/kit-order";
import { defineMessages } from "~/src/core/i18n";
import { metaTranslator, useT } from "~/src/web/lib/i18n";

const text = defineMessages("kitOrderPage", {
  metaTitle: "Kit Order Details | Tinkerwala",
  metaDescription: "Products, amounts, delivery address and status of your Tinkerwala kit order.",
  kitOrders: "My kit orders",
  current: "Order details",
  heading: "Kit order details",
});

export const meta: Route.MetaFunction = (args) => {
  const t = metaTranslator(args);
  return [{ title: t(text.metaTitle) }, { name: "description", content: t(text.metaDescription) }, { name: "robots", content: "noindex" }];
};

export default function KitOrderPage({ params }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/kit-orders", label: t(text.kitOrders) }]} current={t(text.current)} />
      <h1 className="mb-6 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t(text.heading)}</h1>
      <KitOrderDetail id={params.id} returns={<OrderReturns orderId={params.id} />} />
    </main>
  );
}
