import { Form, Link } from "~/src/web/lib/localized-router";
import { KIT_MAX_ITEMS, KIT_MIN_ITEMS } from "~/src/core/constants";
import { Button } from "~/src/web/components/ui/button";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("notFound", {
  title: "Page not found | Tinkerwala",
  description: "This page does not exist at Tinkerwala. Search the shop or pick one of the popular pages.",
  eyebrow: "Error 404",
  heading: "Page not found",
  intro: "The page you asked for does not exist or has moved. It happens to the best circuits: check the address, or search the shop below.",
  searchLabel: "Search components",
  searchPlaceholder: "Search components, e.g. servo",
  search: "Search",
  components: "All components",
  componentsText: "Boards, sensors, motors and more",
  kit: "Build your own kit",
  kitText: "Pick {min} to {max} parts, save on the bundle",
  workshops: "Workshops",
  workshopsText: "Drone building at your school",
  blog: "Blog",
  blogText: "Projects, guides and lab tips",
  broken: "Followed a broken link from our site?",
  tell: "Let us know",
  orBack: "or go back to the",
  home: "home page",
});

const POPULAR = [
  { to: "/collections", label: text.components, text: text.componentsText },
  { to: "/kit", label: text.kit, text: text.kitText },
  { to: "/workshops", label: text.workshops, text: text.workshopsText },
  { to: "/blogs", label: text.blog, text: text.blogText },
];

/** The 404 page: say what happened, then offer a search and the places people usually want. */
export function NotFoundContent() {
  const t = useT();
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-20">
      <title>{t(text.title)}</title>
      <meta name="description" content={t(text.description)} />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t(text.eyebrow)}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{t(text.heading)}</h1>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">{t(text.intro)}</p>
      <Form method="get" action="/collections" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t(text.searchLabel)}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          placeholder={t(text.searchPlaceholder)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button type="submit">{t(text.search)}</Button>
      </Form>
      <ul className="mt-10 grid gap-3 text-left sm:grid-cols-2">
        {POPULAR.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-200 hover:shadow-md"
            >
              <span className="block font-semibold text-slate-900">{t(item.label)}</span>
              <span className="block text-sm text-slate-600">{t(item.text, { min: KIT_MIN_ITEMS, max: KIT_MAX_ITEMS })}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-sm text-slate-600">
        {t(text.broken)}{" "}
        <Link to="/contact" className="font-semibold text-brand-600 hover:text-brand-700">
          {t(text.tell)}
        </Link>{" "}
        {t(text.orBack)}{" "}
        <Link to="/" className="font-semibold text-brand-600 hover:text-brand-700">
          {t(text.home)}
        </Link>
        .
      </p>
    </main>
  );
}
