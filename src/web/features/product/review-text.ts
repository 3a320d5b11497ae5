import { istDate } from "~/src/core/financial-year";

// Written out rather than with date-fns, which the product page does not load otherwise.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "28 Nov 2026": the day in India, so the server's HTML and the browser's render agree whatever their time zones. */
export function reviewDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const [year, month, day] = istDate(at).split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

export const ratingsText = (count: number) => (count === 1 ? "1 rating" : `${count} ratings`);
export const starsText = (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`);

/** Where mails, orders and "My reviews" send a customer to write or edit the review of a product. */
export const writeReviewPath = (productId: string) => `/product/${encodeURIComponent(productId)}#write-review`;

/** The login page, coming back to `path` afterwards. */
export const loginReturningTo = (path: string) => `/login?${new URLSearchParams({ redirect: path })}`;
