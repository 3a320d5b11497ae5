import type { QueryClient } from "@tanstack/react-query";
import type { DeliveryQuote } from "~/src/core/shapes/delivery";
import { ApiError, apiCall } from "~/src/web/lib/api";
import { PIN_PATTERN } from "~/src/core/pin";
import { savedAddressesQuery } from "~/src/web/lib/saved-addresses";
import { defineMessages, formatLongDate, type Translate } from "~/src/core/i18n";
import { LANGUAGE_HEADER, type Language } from "~/src/core/language";
import { compiledTranslator } from "~/src/web/lib/compiled-message";
import { languageHeaders } from "~/src/web/lib/i18n";

const text = defineMessages("delivery", {
  notServiceable: "We do not deliver to {pin} yet.",
});

/**
 * GET /api/delivery/{pin}: where a PIN is and when a parcel would reach it. Shared by the PIN check (product,
 * cart, checkout) and the address forms, which fill City and State from it. Each PIN is asked for once per
 * page session (a failed call is asked again next time); nothing here may block an order: the server has the
 * final word on every address.
 *
 * Always imported with import(), by the PIN check and the address forms alike, so that it loads only when a PIN
 * is looked up; it must stay free of zod and date libraries.
 */

/** The answer of GET /api/delivery/{pin} (src/core/shapes/delivery.ts; a type only, so no zod comes along). */
export type DeliveryEstimate = Omit<DeliveryQuote, "success">;

export type PinLookup =
  | { kind: "found"; estimate: DeliveryEstimate }
  /** The directory does not know the PIN (404) or the server refused it (400): its message. */
  | { kind: "unknown"; message: string }
  /** No answer, or one we cannot read: say nothing about the address. */
  | { kind: "failed" };

const lookups = new Map<string, Promise<PinLookup>>();

export function lookupPin(pin: string): Promise<PinLookup> {
  // The server's messages come in the page's language (a Hindi page asks for Hindi), so each language has its answers.
  const key = `${languageHeaders()[LANGUAGE_HEADER] ?? "en"}:${pin}`;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = askServer(pin);
    lookups.set(key, lookup);
    void lookup.then((result) => {
      if (result.kind === "failed") lookups.delete(key);
    });
  }
  return lookup;
}

/** For tests: forget every answer. */
export function forgetPinLookups() {
  lookups.clear();
}

async function askServer(pin: string): Promise<PinLookup> {
  try {
    const answer = await apiCall<Partial<DeliveryEstimate>>(`/api/delivery/${pin}`);
    return isEstimate(answer) ? { kind: "found", estimate: answer } : { kind: "failed" };
  } catch (error) {
    // "No such API call: …" is a server without the call, not an unknown PIN: it must not stop an order.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400) && !error.message.startsWith("No such API call")) {
      return { kind: "unknown", message: error.message };
    }
    return { kind: "failed" };
  }
}

function isEstimate(answer: Partial<DeliveryEstimate> | null | undefined): answer is DeliveryEstimate {
  return (
    typeof answer?.district === "string" &&
    typeof answer.state === "string" &&
    typeof answer.serviceable === "boolean" &&
    (!answer.serviceable || /^\d{4}-\d{2}-\d{2}$/.test(answer.estimatedDelivery ?? ""))
  );
}

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "2026-11-30" → "Mon, 30 Nov" (date-fns's `EEE, d MMM`). Written out rather than through Intl, whose short
 * months differ between browsers and locales ("Sep" or "Sept"). In Hindi, "सोम, 30 नवंबर" (Intl, India's calendar day).
 */
export function deliveryDate(isoDate: string, language: Language = "en"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  if (language === "hi") return formatLongDate("hi", date, { weekday: "short", year: undefined });
  return `${DAYS[date.getUTCDay()]}, ${day} ${MONTHS[month - 1]}`;
}

const english = compiledTranslator("en");

/** A line of the PIN check: the promise, a refusal, or a hint about what was typed. */
export type DeliveryNote =
  /** `unconfirmed`: the PIN is not in the shop's directory; the date is for its state, and this says so. */
  { tone: "ok"; date: string; place: string; cod: boolean; unconfirmed?: string } | { tone: "no" | "hint"; text: string };

/**
 * What the PIN check shows for an answer; null when there was none to read (it says so in its own words). The
 * page's language and translator word it (English when not given); the server's own messages come in it already.
 */
export function deliveryNote(pin: string, lookup: PinLookup, language: Language = "en", t: Translate = english): DeliveryNote | null {
  if (lookup.kind === "unknown") return { tone: "no", text: lookup.message };
  if (lookup.kind === "failed") return null;
  const { estimate } = lookup;
  // The server's message is the whole sentence, PIN and the owner's reason included, in the page's language.
  if (!estimate.serviceable) return { tone: "no", text: estimate.message || t(text.notServiceable, { pin }) };
  const date = deliveryDate(estimate.estimatedDelivery, language);
  // A PIN the directory does not know yet (new, or newer than its data): its state, by its first digits, and a word.
  if (estimate.known === false) return { tone: "ok", date, place: estimate.state, cod: estimate.cod, unconfirmed: estimate.message };
  return { tone: "ok", date, place: `${estimate.district}, ${estimate.state}`, cod: estimate.cod };
}

/** The PIN of a customer's default saved address (the same cached list as the checkout's), or null. */
export async function defaultAddressPin(queryClient: QueryClient, token: string): Promise<string | null> {
  const addresses = await queryClient.fetchQuery(savedAddressesQuery(token));
  const pin = addresses.find((address) => address.isDefault)?.zipcode ?? "";
  return PIN_PATTERN.test(pin) ? pin : null;
}
