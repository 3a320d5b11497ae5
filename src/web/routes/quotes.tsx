import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { MyQuotes } from "~/src/web/features/quotes/my-quotes";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = () => [
  { title: "My Quotations | Tinkerwala" },
  { name: "description", content: "Your school's quotations from Tinkerwala: follow requests, download quotations and accept them." },
  { name: "robots", content: "noindex" },
];

export default function QuotesPage() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My quotations</h1>
          <p className="mt-1 text-sm text-slate-600">Requests and quotations, newest first.</p>
        </div>
        <Link to="/quote" className="text-sm font-semibold text-brand-700 hover:text-brand-800">
          Request a quotation →
        </Link>
      </div>
      <SessionGate title="Log in to see your quotations" message="Quotations you asked for while logged in are kept in your account.">
        <MyQuotes />
      </SessionGate>
    </main>
  );
}
