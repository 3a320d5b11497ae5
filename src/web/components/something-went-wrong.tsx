import { defineMessages } from "~/src/core/i18n";
import { buttonClasses } from "~/src/web/components/ui/button";
import { useLocalizedPath, useT } from "~/src/web/lib/i18n";

const errorText = defineMessages("rootError", {
  title: "Something went wrong | Tinkerwala",
  heading: "Something went wrong",
  body: "Please reload the page. If it keeps happening, write to us from the Contact page.",
  home: "Go to the home page",
});

/** What the root shows when a page failed for a reason other than "not found". */
export function SomethingWentWrong() {
  const t = useT();
  return (
    <main className="mx-auto max-w-2xl px-4 py-20 text-center">
      <title>{t(errorText.title)}</title>
      <h1 className="text-2xl font-bold text-slate-900">{t(errorText.heading)}</h1>
      <p className="mt-3 text-slate-600">{t(errorText.body)}</p>
      <a href={useLocalizedPath()("/")} className={buttonClasses({ className: "mt-6" })}>
        {t(errorText.home)}
      </a>
    </main>
  );
}
