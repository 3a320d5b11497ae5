import { Link } from "react-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { OrdersView } from "~/src/web/features/orders/orders-view";
import { OrderReturns } from "~/src/web/features/returns/order-returns";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => [
  { title: "My Orders | Tinkerwala" },
  { name: "description", content: "Follow your Tinkerwala component orders: status, estimated delivery, invoices and buying again." },
  { name: "robots", content: "noindex" },
];

export default function OrdersPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My orders</h1>
          <p className="mt-1 text-sm text-slate-600">Component orders, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <Link to="/returns" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            My returns →
          </Link>
          <Link to="/kit-orders" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            Custom kit orders →
          </Link>
          <Link to="/quotes" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
            Quotations →
          </Link>
        </div>
      </div>
      <SessionGate
        title="Log in to see your orders"
        message="Your orders are kept in your account. Log in to follow them, download invoices or buy again."
      >
        <OrdersView afterOrder={(order) => <OrderReturns orderId={order._id} />} />
      </SessionGate>
    </main>
  );
}
