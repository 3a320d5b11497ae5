import { Form, Link } from "~/src/web/lib/localized-router";
import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { Button } from "~/src/web/components/ui/button";

const POPULAR = [
  { to: "/collections", label: "All components", text: "Boards, sensors, motors and more" },
  { to: "/kit", label: "Build your own kit", text: `Pick ${KIT_MIN_ITEMS} to ${KIT_MAX_ITEMS} parts, save on the bundle` },
  { to: "/workshops", label: "Workshops", text: "Drone building at your school" },
  { to: "/blogs", label: "Blog", text: "Projects, guides and lab tips" },
];

/** The 404 page: say what happened, then offer a search and the places people usually want. */
export function NotFoundContent() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-20">
      <title>Page not found | Tinkerwala</title>
      <meta name="description" content="This page does not exist at Tinkerwala. Search the shop or pick one of the popular pages." />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">
        The page you asked for does not exist or has moved. It happens to the best circuits: check the address, or search the shop below.
      </p>
      <Form method="get" action="/collections" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search components
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder="Search components, e.g. servo"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit">Search</Button>
      </Form>
      <ul className="mt-10 grid gap-3 text-left sm:grid-cols-2">
        {POPULAR.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md"
            >
              <span className="block font-semibold text-slate-900">{item.label}</span>
              <span className="block text-sm text-slate-600">{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-slate-600">
        Followed a broken link from our site?{" "}
        <Link to="/contact" className="font-semibold text-brand-600 hover:text-brand-700">
          Let us know
        </Link>{" "}
        or go back to the{" "}
        <Link to="/" className="font-semibold text-brand-600 hover:text-brand-700">
          home page
        </Link>
        .
      </p>
    </main>
  );
}
