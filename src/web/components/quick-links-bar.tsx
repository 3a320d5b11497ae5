import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { useLocalizedText, useT } from "~/src/web/lib/i18n";

const text = defineMessages("quickLinks", { landmark: "Quick search by category" });

interface QuickLinksBarProps {
  categories: string[];
  /** The category being shown, highlighted in the bar. */
  active?: string | null;
  /** Hindi names by English name (issue 33), shown on Hindi pages; links keep the English name. */
  namesHi?: Record<string, string>;
}

export const categoryHref = (name: string) => `/category?${new URLSearchParams({ category: name })}`;

/** The category quick links (§2): one tap to a category's products; scrolls sideways on phones. */
export function QuickLinksBar({ categories, active, namesHi }: QuickLinksBarProps) {
  const t = useT();
  const localized = useLocalizedText();
  return (
    <nav aria-label={t(text.landmark)} className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-2.5 [scrollbar-width:thin] sm:px-6 lg:px-8">
        {categories.map((name) => {
          const current = name === active;
          return (
            <li key={name} className="shrink-0">
              <Link
                to={categoryHref(name)}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm font-medium transition ${
                  current
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-slate-200 bg-slate-50 text-slate-700 hover:border-brand-200 hover:bg-brand-50 hover:text-brand-700"
                }`}
              >
                {localized(name, namesHi?.[name])}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
