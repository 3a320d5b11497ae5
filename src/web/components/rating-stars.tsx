import { useId } from "react";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("ratingStars", { rated: "Rated {value} out of 5 stars" });

/** Keeps a rating within 0–5 stars (§3), rounded to the tenth the shop shows. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10;
}

/** Five five-pointed stars side by side in a 120×24 box, as one path (cards render many of these). */
const FIVE_STARS = Array.from({ length: 5 }, (_, star) => {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? 11 : 4.6;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(12 + star * 24 + radius * Math.cos(angle)).toFixed(1)} ${(12.6 + radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M${points.join("L")}Z`;
}).join("");

interface RatingStarsProps {
  rating: number;
  size?: "sm" | "md";
  /** Show the number next to the stars. */
  showValue?: boolean;
  className?: string;
}

/** Five stars filled to the rating, announced as one image ("Rated 4.5 out of 5 stars"). */
export function RatingStars({ rating, size = "sm", showValue = false, className = "" }: RatingStarsProps) {
  const t = useT();
  const value = clampRating(rating);
  const gradientId = useId();
  const height = size === "sm" ? 14 : 20;
  const filled = `${(value / 5) * 100}%`;
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <svg role="img" aria-label={t(text.rated, { value })} viewBox="0 0 120 24" width={height * 5} height={height}>
        <defs>
          <linearGradient id={gradientId} gradientUnits="userSpaceOnUse" x1="0" x2="120" y1="0" y2="0">
            <stop offset={filled} stopColor="#f59e0b" />
            <stop offset={filled} stopColor="#cbd5e1" />
          </linearGradient>
        </defs>
        <path d={FIVE_STARS} fill={`url(#${gradientId})`} />
      </svg>
      {showValue && (
        <span className={`${size === "sm" ? "text-xs" : "text-sm"} font-medium text-slate-600`} aria-hidden="true">
          {value.toFixed(1)}
        </span>
      )}
    </div>
  );
}
