import { useId } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";
import { useReviewWords } from "./review-text";

const text = defineMessages("product.starPicker", {
  legend: "Your rating",
  required: "(required)",
  choose: "Choose 1 to 5 stars",
  chosen: "{stars} of 5",
});

const STAR = "M12 2.6l2.8 6.1 6.6.7-4.9 4.5 1.4 6.5L12 17.1l-5.9 3.3 1.4-6.5-4.9-4.5 6.6-.7z";

/** The rating as a group of five radio buttons ("1 star" … "5 stars"), drawn as stars. */
export function StarPicker({ value, onChange }: { value: number | null; onChange(stars: number): void }) {
  const name = useId();
  const t = useT();
  const words = useReviewWords();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">
        {t(text.legend)} <span className="text-slate-500">{t(text.required)}</span>
      </legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
            <input type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} className="sr-only" />
            <svg viewBox="0 0 24 24" width={32} height={32} aria-hidden="true">
              <path
                d={STAR}
                fill={value !== null && stars <= value ? "#f59e0b" : "#e2e8f0"}
                stroke="#d97706"
                strokeWidth={value !== null && stars <= value ? 0 : 0.8}
              />
            </svg>
            <span className="sr-only">{words.stars(stars)}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600">{value === null ? t(text.choose) : t(text.chosen, { stars: words.stars(value) })}</span>
      </div>
    </fieldset>
  );
}
