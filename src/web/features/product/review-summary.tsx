import { RatingStars } from "~/src/web/components/rating-stars";
import type { ReviewSummary as ReviewSummaryData } from "~/src/core/shapes/reviews";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useReviewWords } from "./review-text";

const text = defineMessages("product.reviewSummary", {
  noRatings: "No ratings yet",
  beFirst: "Bought this part? Be the first to review it once you have received it.",
  byStars: "Ratings by stars",
  level: "{stars}: {count}",
});

const LEVELS = [5, 4, 3, 2, 1] as const;

/** The plain average of the published reviews, their count and how many gave each number of stars. */
export function ReviewSummary({ summary }: { summary: ReviewSummaryData }) {
  const t = useT();
  const words = useReviewWords();
  if (summary.count === 0) {
    return (
      <div>
        <p className="text-lg font-bold text-slate-900">{t(text.noRatings)}</p>
        <p className="mt-1 text-sm leading-6 text-slate-600">{t(text.beFirst)}</p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <p className="text-4xl font-extrabold text-slate-900">{summary.average.toFixed(1)}</p>
        <div className="space-y-1">
          <RatingStars rating={summary.average} size="md" />
          <p className="text-sm text-slate-500">{words.ratings(summary.count)}</p>
        </div>
      </div>
      <ul aria-label={t(text.byStars)} className="space-y-1.5">
        {LEVELS.map((level) => {
          const count = summary.stars[String(level) as keyof typeof summary.stars];
          return (
            <li key={level} className="flex items-center gap-3 text-sm">
              <span className="sr-only">{t(text.level, { stars: words.stars(level), count })}</span>
              <span aria-hidden="true" className="w-12 shrink-0 text-slate-600">
                {words.stars(level)}
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${(count / summary.count) * 100}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 shrink-0 text-right tabular-nums text-slate-600">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
