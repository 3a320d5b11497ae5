import { Link } from "react-router";

export function NotFoundContent() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>Page not found | Tinkerwala</title>
      <meta name="description" content="This page does not exist at Tinkerwala." />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">Home</Link>
        <Link to="/collections" className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">
          Browse components
        </Link>
        <Link to="/kit" className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50">
          Build your own kit
        </Link>
      </div>
    </main>
  );
}
