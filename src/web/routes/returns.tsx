import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { MyReturns } from "~/src/web/features/returns/my-returns";
import type { Route } from "./+types/returns";

export const meta: Route.MetaFunction = () => [
  { title: "My Returns | Tinkerwala" },
  { name: "description", content: "Follow your Tinkerwala returns: status, pickup instructions, refunds and credit notes." },
  { name: "robots", content: "noindex" },
];

export default function ReturnsPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My returns</h1>
          <p className="mt-1 text-sm text-slate-600">Every return you asked for, newest first.</p>
        </div>
        <Link to="/orders" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          My orders →
        </Link>
      </div>
      <SessionGate title="Log in to see your returns" message="Your returns are kept in your account. Log in to follow them.">
        <MyReturns />
      </SessionGate>
    </main>
  );
}
