import { Link } from "~/src/web/lib/localized-router";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

const text = defineMessages("pagination", {
  landmark: "Pages",
  previous: "Previous",
  next: "Next",
  page: "Page {page}",
});

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pages: number): Array<number | "gap"> {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | "gap"> = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] > 1) result.push("gap");
    result.push(n);
  });
  return result;
}

interface PaginationProps {
  page: number;
  pages: number;
  /** The current search string (without "?"); other parameters are kept, `page` is replaced. */
  search: string;
  pathname: string;
}

/** Real links to each page (crawlable, work without JavaScript). */
export function Pagination({ page, pages, search, pathname }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target <= 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const step = "flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium";
  const idle = "border-slate-200 bg-white text-slate-700 hover:border-brand-200 hover:bg-brand-50";
  const disabled = "cursor-not-allowed border-dashed border-slate-200 bg-white text-slate-500";
  return (
    <nav aria-label={t(text.landmark)} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${step} ${idle}`}>
          <ChevronLeftIcon width={16} height={16} />
          <span>{t(text.previous)}</span>
        </Link>
      ) : (
        <span className={`${step} ${disabled}`} aria-hidden="true">
          <ChevronLeftIcon width={16} height={16} />
          <span>{t(text.previous)}</span>
        </span>
      )}
      <ol className="flex flex-wrap items-center gap-1.5">
        {pageWindow(page, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t(text.page, { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={`${step} ${item === page ? "border-brand-600 bg-brand-600 text-white" : idle}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${step} ${idle}`}>
          <span>{t(text.next)}</span>
          <ChevronRightIcon width={16} height={16} />
        </Link>
      ) : (
        <span className={`${step} ${disabled}`} aria-hidden="true">
          <span>{t(text.next)}</span>
          <ChevronRightIcon width={16} height={16} />
        </span>
      )}
    </nav>
  );
}
