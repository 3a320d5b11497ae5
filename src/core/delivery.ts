import { ESTIMATED_DELIVERY_DAYS } from "./constants";
import { istDate } from "./financial-year";

/**
 * Delivery by PIN code: which zone a PIN is in, seen from the shop's own PIN, and when a parcel ordered now
 * arrives there. The §9 estimate (order date + 4 days) is the base; staff add days per zone.
 */

/** From the most specific to the least: a PIN is in the first zone that fits (the shop's own city before "metro"). */
export const DELIVERY_ZONES = ["same-city", "same-state", "metro", "special", "rest-of-india"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

/** As the console names them (the shop's city and state are shown beside them). */
export const ZONE_LABELS: Record<DeliveryZone, string> = {
  "same-city": "Same city",
  "same-state": "Same state",
  metro: "Metro cities",
  special: "North-east, J&K, Ladakh, islands",
  "rest-of-india": "Rest of India",
};

/**
 * Regions couriers reach more slowly: the north-eastern states (Sikkim 11, Arunachal Pradesh 12, Nagaland 13,
 * Manipur 14, Mizoram 15, Tripura 16, Meghalaya 17, Assam 18), Jammu & Kashmir (01), Ladakh (38), Andaman &
 * Nicobar Islands (35) and Lakshadweep (31): GST state codes.
 */
export const SPECIAL_STATE_CODES: readonly string[] = ["11", "12", "13", "14", "15", "16", "17", "18", "01", "38", "35", "31"];

/** The metro cities as a PIN's place names them: state code and city (see cityOf). Delhi is the whole NCT. */
const METROS: ReadonlyArray<[stateCode: string, city: string | null]> = [
  ["07", null],
  ["27", "Mumbai"],
  ["19", "Kolkata"],
  ["33", "Chennai"],
  ["29", "Bengaluru"],
  ["36", "Hyderabad"],
  ["24", "Ahmadabad"],
  ["27", "Pune"],
];

/** Where a PIN is, as the PIN directory says: India Post's district and the GST state code. */
export interface PinPlace {
  district: string;
  stateCode: string;
}

/**
 * The town people would write for a PIN: India Post's district without " Urban" or " Suburban" ("Bengaluru
 * Urban" → Bengaluru, "Mumbai Suburban" → Mumbai), and Delhi for Delhi's districts (named "Central", "South
 * West"…), except New Delhi.
 */
export function cityOf(place: PinPlace): string {
  if (place.stateCode === "07" && place.district !== "New Delhi") return "Delhi";
  return place.district.replace(/ (Urban|Suburban)$/, "");
}

const isMetro = (place: PinPlace) => {
  const city = cityOf(place);
  return METROS.some(([code, metro]) => code === place.stateCode && (metro === null || metro === city));
};

/**
 * The zone of a destination seen from the shop's place. Without the shop's district (its address holds no PIN
 * the directory knows) there is no same city; without its state, no same state either.
 */
export function zoneOf(destination: PinPlace, origin: PinPlace | null): DeliveryZone {
  if (origin?.district && destination.stateCode === origin.stateCode && cityOf(destination) === cityOf(origin)) return "same-city";
  if (origin && destination.stateCode === origin.stateCode) return "same-state";
  if (isMetro(destination)) return "metro";
  if (SPECIAL_STATE_CODES.includes(destination.stateCode)) return "special";
  return "rest-of-india";
}

export interface BlockedPin {
  /** A whole PIN (744301) or its first digits (7443: every PIN starting so). */
  prefix: string;
  /** What the customer reads, after "We do not deliver to 744301 yet: ". */
  message: string;
}

/** A PIN the owner added or corrected: it answers before India Post's directory does. */
export interface OwnerPin extends PinPlace {
  pin: string;
}

export interface DeliveryRules {
  zones: Array<{ zone: DeliveryZone; extraDays: number }>;
  skipSundays: boolean;
  blocked: BlockedPin[];
  /** PINs the owner added (new ones the directory has not caught up with) or corrected. */
  pins: OwnerPin[];
}

export const MAX_EXTRA_DAYS = 30;
export const MAX_BLOCKED = 500;
export const MAX_OWNER_PINS = 2000;

/** Until staff change them: no extra days anywhere, so every estimate is §9's order date + 4 days. */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  zones: DELIVERY_ZONES.map((zone) => ({ zone, extraDays: 0 })),
  skipSundays: false,
  blocked: [],
  pins: [],
};

/** The rule that blocks a PIN: the longest prefix that matches, so a whole PIN can carry its own message. */
export function blockedRule(pin: string, rules: DeliveryRules): BlockedPin | null {
  let found: BlockedPin | null = null;
  for (const rule of rules.blocked) if (pin.startsWith(rule.prefix) && (!found || rule.prefix.length > found.prefix.length)) found = rule;
  return found;
}

export function deliveryDays(zone: DeliveryZone, rules: DeliveryRules): number {
  return ESTIMATED_DELIVERY_DAYS + (rules.zones.find((entry) => entry.zone === zone)?.extraDays ?? 0);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The delivery date (YYYY-MM-DD, India) of an order placed at `orderedAt`: its date in India plus `days`;
 * with `skipSundays`, Sundays are not counted (a Thursday order 4 days out arrives on Tuesday, not Monday).
 */
export function estimatedDeliveryDate(orderedAt: Date | number, days: number, skipSundays: boolean): string {
  let date = new Date(`${istDate(orderedAt)}T00:00:00Z`);
  for (let counted = 0; counted < days;) {
    date = new Date(date.getTime() + DAY_MS);
    if (!skipSundays || date.getUTCDay() !== 0) counted += 1;
  }
  return date.toISOString().slice(0, 10);
}

/** The shop's own PIN, from the last line of its address that holds one (Settings keeps the address as lines). */
export function pinInAddress(lines: readonly string[]): string | null {
  for (const line of [...lines].reverse()) {
    const match = /(?:^|\D)([1-9]\d{5})(?:\D|$)/.exec(line);
    if (match) return match[1];
  }
  return null;
}
