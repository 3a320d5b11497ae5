import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("routeError", {
  title: "{title} | Tinkerwala",
  failed: "Something went wrong",
  error: "Error",
  reload: "Please reload the page in a moment.",
});

interface RouteErrorPageProps {
  /** Heading when the route answered 404 (for example 'Workshop not found'). */
  notFoundTitle: string;
  notFoundText: string;
  /** Where to go next: links shown under the text. */
  children: ReactNode;
}

/** A route's ErrorBoundary body: its own 404 wording, or a plain "something went wrong". */
export function RouteErrorPage({ notFoundTitle, notFoundText, children }: RouteErrorPageProps) {
  const t = useT();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? notFoundTitle : t(text.failed);
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{t(text.title, { title })}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{notFound ? "404" : t(text.error)}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{notFound ? notFoundText : t(text.reload)}</p>
      {children}
    </main>
  );
}
