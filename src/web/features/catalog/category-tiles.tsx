import { imageSrcSet } from "~/src/core/images";
import { useLocalizedText } from "~/src/web/lib/i18n";
import { Link } from "~/src/web/lib/localized-router";
import { BoxIcon } from "~/src/web/components/icons";
import { categoryHref } from "~/src/web/components/quick-links-bar";
import { CATEGORY_PICTURES } from "./category-pictures";

/**
 * Big, tappable category tiles (used where a category has not been chosen yet). `namesHi`: the Hindi names staff
 * entered, shown on Hindi pages; the links keep the English name, which is the category's key.
 */
export function CategoryTiles({ categories, namesHi }: { categories: string[]; namesHi?: Record<string, string> }) {
  const localized = useLocalizedText();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {categories.map((name) => {
        const picture = CATEGORY_PICTURES[name];
        return (
          <li key={name}>
            <Link
              to={categoryHref(name)}
              className="group flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
            >
              <span className="flex aspect-square w-full max-w-32 items-center justify-center rounded-lg bg-slate-50 p-3">
                {picture ? (
                  <img
                    src={picture}
                    srcSet={imageSrcSet(picture)}
                    sizes="112px"
                    alt=""
                    width={112}
                    height={112}
                    loading="lazy"
                    className="h-full w-full object-contain"
                  />
                ) : (
                  <BoxIcon width={40} height={40} className="text-slate-400" />
                )}
              </span>
              <span className="text-sm font-semibold text-slate-800 group-hover:text-brand-700">{localized(name, namesHi?.[name])}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
