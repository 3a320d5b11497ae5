import { Link } from "react-router";

/** A failed blog load: what happened and a Try Again that reloads the page (§8). */
export function BlogErrorState({ heading, text }: { heading: string; text: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${heading} | Tinkerwala`}</title>
      <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Try Again
          </button>
          <Link to="/" className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50">
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
