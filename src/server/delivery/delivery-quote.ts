import {
  blockedRule,
  cityOf,
  deliveryDays,
  estimatedDeliveryDate,
  pinInAddress,
  zoneOf,
  type DeliveryRules,
  type OwnerPin,
  type PinPlace,
} from "~/src/core/delivery";
import { resolveState, stateByCode } from "~/src/core/india-states";
import type { Translate } from "~/src/core/i18n";
import type { DeliveryQuote } from "~/src/core/shapes/delivery";
import type { Config } from "~/src/server/config";
import type { DbOrTx } from "~/src/server/db/client";
import { translatorFor } from "~/src/server/shared/i18n";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { getDeliveryRules } from "./delivery-rules";
import { notServedMessage, unconfirmedPinMessage } from "./delivery-messages";
import { lookupPin, statesOfPrefix } from "./pin-directory";

/** What every delivery answer needs besides the PIN: the owner's rules and where the shop ships from. */
export interface DeliveryContext {
  rules: DeliveryRules;
  /** The shop's PIN and its place (from the address in Settings); null when the address holds no PIN the directory knows. */
  origin: (PinPlace & { pin: string }) | null;
}

export async function deliveryContext(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<DeliveryContext> {
  const [rules, shop] = await Promise.all([getDeliveryRules(db), getShopSettings(db, config)]);
  const pin = pinInAddress(shop.addressLines);
  const place = pin ? knownPin(pin, rules.pins) : null;
  // Without a PIN it knows, the shop's state still makes a same-state zone (its city is then unknown).
  const shopState = resolveState(shop.state);
  const origin = place
    ? { pin: place.pin, district: place.district, stateCode: place.stateCode }
    : shopState
      ? { pin: "", district: "", stateCode: shopState.code }
      : null;
  return { rules, origin };
}

/** A PIN the owner added or corrected, else India Post's directory; null when neither knows it. */
export function knownPin(pin: string, ownerPins: readonly OwnerPin[]): OwnerPin | null {
  return ownerPins.find((entry) => entry.pin === pin) ?? lookupPin(pin);
}

/** A PIN's place as the storefront shows it: the town, and the state's name and code. */
export interface PinAnswer {
  pin: string;
  /** "" when the PIN is not known. */
  district: string;
  state: string;
  stateCode: string;
  place: PinPlace;
  /** Known to the directory or the owner; when false, the state is the likeliest of `prefixStates`. */
  known: boolean;
  /** For a PIN not known: every state whose PINs begin with its first three digits. */
  prefixStates: string[];
}

/**
 * Where a PIN is: the owner's list, then India Post's directory, then (for a PIN neither lists) the state its first
 * three digits belong to. Null only for a PIN whose first three digits no known PIN has.
 */
export function placeOfPin(pin: string, ownerPins: readonly OwnerPin[]): PinAnswer | null {
  const found = knownPin(pin, ownerPins);
  if (found) {
    const state = stateByCode(found.stateCode);
    if (!state) return null;
    return { pin, district: cityOf(found), state: state.name, stateCode: state.code, place: found, known: true, prefixStates: [] };
  }
  const prefixStates = statesOfPrefix(pin);
  const state = prefixStates.length > 0 ? stateByCode(prefixStates[0]) : null;
  if (!state) return null;
  return { pin, district: "", state: state.name, stateCode: state.code, place: { district: "", stateCode: state.code }, known: false, prefixStates };
}

/**
 * Where a PIN is and when a parcel ordered at `now` arrives there; null for a PIN whose first three digits no known
 * PIN has. A PIN not known is answered for its state's zone, saying it could not be confirmed.
 */
export function quoteDelivery(
  pin: string,
  context: DeliveryContext,
  now = new Date(),
  /** The message's language: the PIN check answers a Hindi page in Hindi (issue 33). */
  t: Translate = translatorFor("en"),
): Omit<DeliveryQuote, "success"> | null {
  const where = placeOfPin(pin, context.rules.pins);
  if (!where) return null;
  const zone = zoneOf(where.place, context.origin);
  const blocked = blockedRule(pin, context.rules);
  const said = blocked ? notServedMessage(pin, blocked) : where.known ? undefined : unconfirmedPinMessage(pin, where.state);
  const message = said && t(said.message, said.values);
  return {
    pin,
    known: where.known,
    district: where.district,
    state: where.state,
    stateCode: where.stateCode,
    zone,
    serviceable: !blocked,
    cod: !blocked,
    estimatedDelivery: estimatedDeliveryDate(now, deliveryDays(zone, context.rules), context.rules.skipSundays),
    ...(message ? { message } : {}),
  };
}
