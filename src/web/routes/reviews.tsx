import { Link } from "~/src/web/lib/localized-router";
import { SessionGate } from "~/src/web/features/auth/session-gate";
import { MyReviews } from "~/src/web/features/product/my-reviews";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [
  { title: "My Reviews | Tinkerwala" },
  { name: "description", content: "The reviews you wrote on Tinkerwala: whether they are published, our replies, and editing or deleting them." },
  { name: "robots", content: "noindex" },
];

export default function ReviewsPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">My reviews</h1>
          <p className="mt-1 text-sm text-slate-600">Every review you wrote, newest first. An edited review is checked again before it appears.</p>
        </div>
        <Link to="/review-guidelines" className="text-sm font-semibold text-brand-600 hover:text-brand-700">
          How we check reviews →
        </Link>
      </div>
      <SessionGate title="Log in to see your reviews" message="Your reviews are kept in your account. Log in to edit or delete them.">
        <MyReviews />
      </SessionGate>
    </main>
  );
}
