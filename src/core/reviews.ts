/**
 * Product reviews (issue 31): who may write one, what one may hold, why staff may refuse one. The rules
 * follow IS 19000:2022 (BIS, online consumer reviews) and the CCPA's 2022 framework on fake reviews: only a
 * verified buyer reviews, every review is checked against published criteria before it shows, a refusal
 * names its criterion, and a review is never refused because it is negative.
 */

/**
 * `reported`: published, then reported by a reader; it stays on the page until staff decide (IS 19000 asks
 * that a report does not silence a review by itself).
 */
export const REVIEW_STATUSES = ["pending", "published", "rejected", "reported"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The statuses readers see and the average counts. */
export const SHOWN_REVIEW_STATUSES = ["published", "reported"] as const satisfies readonly ReviewStatus[];
export const isShownReview = (status: string) => (SHOWN_REVIEW_STATUSES as readonly string[]).includes(status);

/** The published moderation criteria: a refusal and a reader's report each name one. */
export const REVIEW_REASONS = ["abusive", "personal-data", "off-topic", "advertising", "duplicate"] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_REASON_LABELS: Readonly<Record<ReviewReason, string>> = {
  abusive: "Abusive or hateful language",
  "personal-data": "Personal data (a phone number, an address, an e-mail)",
  "off-topic": "Not about the product",
  advertising: "Advertising or links",
  duplicate: "The same text posted again",
};

/** What each criterion means, as the public guidelines page and the refusal mail explain it. */
export const REVIEW_REASON_EXPLANATIONS: Readonly<Record<ReviewReason, string>> = {
  abusive: "Insults, threats, or words that attack a person or a group. Say what went wrong with the part; leave the person out.",
  "personal-data": "Phone numbers, e-mail or postal addresses, order numbers or anyone's full name. Reviews are public.",
  "off-topic": "Text about something other than this product: delivery times, prices or another product. Tell us about those from the Contact page.",
  advertising: "Links, offers, or promotion of another shop, channel or product.",
  duplicate: "The same text posted again, on this product or on many products.",
};

export const REVIEW_SORTS = ["recent", "helpful", "high", "low"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
/** How many days after delivery the shop asks for a review (0: never); the owner's setting starts here. */
export const REVIEW_REQUEST_DAYS_DEFAULT = 3;
export const REVIEW_REQUEST_DAYS_MAX = 60;

export const NOT_A_BUYER_MESSAGE = "Only customers who received this product can review it.";

export interface ReviewInput {
  stars: number;
  title: string;
  text: string;
}

/** Checks what a customer wrote; the message names the field, as every refusal of the shop does. */
export function checkReviewInput(input: {
  stars?: unknown;
  title?: unknown;
  text?: unknown;
}): { ok: true; review: ReviewInput } | { ok: false; message: string } {
  const { stars, title = "", text } = input;
  if (typeof stars !== "number" || !Number.isInteger(stars) || stars < 1 || stars > 5) {
    return { ok: false, message: "stars must be a whole number from 1 to 5." };
  }
  if (typeof title !== "string") return { ok: false, message: "title must be text." };
  if (typeof text !== "string") return { ok: false, message: "text is required: tell others how the part worked for you." };
  const cleanTitle = title.trim();
  const cleanText = text.trim().replace(/\r\n?/g, "\n");
  if (cleanTitle.length > REVIEW_TITLE_MAX) return { ok: false, message: `title must be at most ${REVIEW_TITLE_MAX} characters.` };
  if (cleanText.length < REVIEW_TEXT_MIN) return { ok: false, message: `text must be at least ${REVIEW_TEXT_MIN} characters.` };
  if (cleanText.length > REVIEW_TEXT_MAX) return { ok: false, message: `text must be at most ${REVIEW_TEXT_MAX} characters.` };
  return { ok: true, review: { stars, title: cleanTitle, text: cleanText } };
}

export function isReviewReason(value: unknown): value is ReviewReason {
  return typeof value === "string" && (REVIEW_REASONS as readonly string[]).includes(value);
}

/** How a review names its writer in public: the first name and the initial of the last ("Priya S."), nothing more. */
export function reviewAuthor(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "A customer";
  const [first, ...rest] = words;
  const last = rest.at(-1);
  return last ? `${first} ${Array.from(last)[0].toUpperCase()}.` : first;
}

/** Counts of 1 to 5 stars, in that order. */
export type StarCounts = readonly [number, number, number, number, number];

/** The average of the counted stars to one decimal, as the page shows it; 0 when nobody rated. */
export function averageStars(counts: StarCounts): number {
  const count = counts.reduce((sum, n) => sum + n, 0);
  if (count === 0) return 0;
  const total = counts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return Math.round((total / count) * 10) / 10;
}
