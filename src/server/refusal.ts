import { defineMessages, formatLongDate, type Message, type MessageValues } from "~/src/core/i18n";
import type { Language } from "~/src/core/language";
import { translatorFor } from "~/src/server/shared/i18n";

/**
 * A refusal the customer (or staff member) should read: the domain's "no", with a message in plain words.
 * Services, shared steps and scripts throw it; they know nothing of HTTP. The API's error handler
 * (`http/errors.ts`) is the one place that turns a refusal into a status and `{ success: false, message }`;
 * a script prints the message.
 */
export type RefusalKind = "invalid" | "conflict" | "not-found" | "unauthorized" | "forbidden" | "too-many";

/**
 * What a refusal says: plain English, or a message of the catalogs (issue 33), which the error handler writes in
 * Hindi for a Hindi page and in English, word for word the same as before, for everyone else.
 */
export type RefusalText = string | { message: Message; values?: MessageValues };

/** A catalog refusal in one language; a Date among its values is written as that language's long date ("27 November 2026"). */
export function sayRefusal({ message, values }: { message: Message; values?: MessageValues }, language: Language): string {
  const written =
    values &&
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value instanceof Date ? formatLongDate(language, value) : value]));
  return translatorFor(language)(message, written);
}

export class Refusal extends Error {
  /** The message to translate, when the refusal was given one. */
  readonly translatable?: { message: Message; values?: MessageValues };

  constructor(
    readonly kind: RefusalKind,
    text: RefusalText,
    /** For "too-many": when the client may try again (the `Retry-After` header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof text === "string" ? text : sayRefusal(text, "en"));
    if (typeof text !== "string") this.translatable = text;
  }
}

const refusalText = defineMessages("refusal", { logIn: "Please log in to continue." });

/** "Not found" refusals a customer meets in many places, each worded once. */
const notFound = defineMessages("refusal.notFound", {
  product: "Product not found.",
  order: "Order not found.",
  photo: "Photo not found.",
  review: "Review not found.",
  file: "File not found.",
  post: "Post not found.",
  quotation: "Quotation not found.",
  return: "Return not found.",
});

export const NOT_FOUND = Object.fromEntries(Object.entries(notFound).map(([key, message]) => [key, { message }])) as Record<
  keyof typeof notFound,
  { message: Message }
>;

export const refuse = {
  invalid: (text: RefusalText) => new Refusal("invalid", text),
  conflict: (text: RefusalText) => new Refusal("conflict", text),
  notFound: (text: RefusalText) => new Refusal("not-found", text),
  unauthorized: (text: RefusalText = { message: refusalText.logIn }) => new Refusal("unauthorized", text),
  forbidden: (text: RefusalText) => new Refusal("forbidden", text),
  tooMany: (text: RefusalText, retryAfterSeconds: number) => new Refusal("too-many", text, retryAfterSeconds),
};
