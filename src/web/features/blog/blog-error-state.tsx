import { Link } from "~/src/web/lib/localized-router";
import { Button, buttonClasses } from "~/src/web/components/ui/button";

/** A failed blog load: what happened and a Try Again that reloads the page (§8). */
export function BlogErrorState({ heading, text }: { heading: string; text: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${heading} | Tinkerwala`}</title>
      <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Try Again</Button>
          <Link to="/" className={buttonClasses({ variant: "secondary" })}>
            Home
          </Link>
        </div>
      </div>
    </main>
  );
}
