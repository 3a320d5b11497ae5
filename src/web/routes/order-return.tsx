import { SessionGate } from "~/src/web/features/auth/session-gate";
import { ReturnRequest } from "~/src/web/features/returns/return-request";
import { Breadcrumbs } from "~/src/web/components/ui/breadcrumbs";
import type { Route } from "./+types/order-return";

export const meta: Route.MetaFunction = () => [
  { title: "Return Items | Tinkerwala" },
  { name: "description", content: "Ask to return items of your Tinkerwala order within 7 days of delivery." },
  { name: "robots", content: "noindex" },
];

export default function OrderReturnPage({ params }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <Breadcrumbs trail={[{ to: "/orders", label: "My orders" }]} current="Return items" />
      <h1 className="mb-4 mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Return items</h1>
      <SessionGate title="Log in to return items" message="Your orders are kept in your account. Log in to ask for a return.">
        <ReturnRequest kind="component" id={params.id} />
      </SessionGate>
    </main>
  );
}
