import { useMemo } from "react";
import { istDate } from "~/src/core/financial-year";
import { defineMessages } from "~/src/core/i18n";
import { useLanguage, useLongDate, useT } from "~/src/web/lib/i18n";

// Written out rather than with date-fns, which the product page does not load otherwise.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "28 Nov 2026": the day in India, so the server's HTML and the browser's render agree whatever their time zones. */
export function reviewDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const [year, month, day] = istDate(at).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const text = defineMessages("product.reviewWords", {
  ratings: "{count, plural, =1 {1 rating} other {{count} ratings}}",
  stars: "{stars, plural, =1 {1 star} other {{stars} stars}}",
});

/**
 * "12 ratings", "1 star" and a review's date in the page's language: the English date as reviewDate writes it,
 * the Hindi one with the month's name ("28 नवंबर 2026").
 */
export function useReviewWords() {
  const t = useT();
  const language = useLanguage();
  const longDate = useLongDate();
  return useMemo(
    () => ({
      ratings: (count: number) => t(text.ratings, { count }),
      stars: (stars: number) => t(text.stars, { stars }),
      date: (iso: string) => (language === "en" || Number.isNaN(new Date(iso).getTime()) ? reviewDate(iso) : longDate(iso)),
    }),
    [t, language, longDate],
  );
}

/** Where mails, orders and "My reviews" send a customer to write or edit the review of a product. */
export const writeReviewPath = (productId: string) => `/product/${encodeURIComponent(productId)}#write-review`;

/** The login page, coming back to `path` afterwards. */
export const loginReturningTo = (path: string) => `/login?${new URLSearchParams({ redirect: path })}`;
