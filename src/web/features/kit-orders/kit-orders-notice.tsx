import { Link } from "react-router";

/** What a visitor without a session sees instead of orders (the API needs the token, §6). */
export function KitOrdersLoginNotice({ what }: { what: string }) {
  return (
    <div className="mx-auto max-w-lg rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-bold text-slate-900">Please log in</h2>
      <p className="mt-2 text-slate-600">Log in to see {what}.</p>
      <Link to="/login" className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
        Log in
      </Link>
    </div>
  );
}

export function KitOrdersSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading kit orders">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="h-36 animate-pulse rounded-xl border border-slate-200 bg-white" />
      ))}
    </div>
  );
}
