import {
  blockedRule,
  cityOf,
  deliveryDays,
  estimatedDeliveryDate,
  notServedMessage,
  pinInAddress,
  zoneOf,
  type DeliveryRules,
  type PinPlace,
} from "~/src/core/delivery";
import { resolveState, stateByCode } from "~/src/core/india-states";
import type { DeliveryQuote } from "~/src/core/shapes/delivery";
import type { Config } from "~/src/server/config";
import type { DbOrTx } from "~/src/server/db/client";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { getDeliveryRules } from "./delivery-rules";
import { lookupPin } from "./pin-directory";

/** What every delivery answer needs besides the PIN: the owner's rules and where the shop ships from. */
export interface DeliveryContext {
  rules: DeliveryRules;
  /** The shop's PIN and its place (from the address in Settings); null when the address holds no PIN the directory knows. */
  origin: (PinPlace & { pin: string }) | null;
}

export async function deliveryContext(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<DeliveryContext> {
  const [rules, shop] = await Promise.all([getDeliveryRules(db), getShopSettings(db, config)]);
  const pin = pinInAddress(shop.addressLines);
  const place = pin ? lookupPin(pin) : null;
  // Without a PIN it knows, the shop's state still makes a same-state zone (its city is then unknown).
  const shopState = resolveState(shop.state);
  const origin = place
    ? { pin: place.pin, district: place.district, stateCode: place.stateCode }
    : shopState
      ? { pin: "", district: "", stateCode: shopState.code }
      : null;
  return { rules, origin };
}

/** A PIN's place as the storefront shows it: the town, and the state's name and code. */
export function placeOfPin(pin: string): { pin: string; district: string; state: string; stateCode: string; place: PinPlace } | null {
  const found = lookupPin(pin);
  const state = found ? stateByCode(found.stateCode) : null;
  if (!found || !state) return null;
  return { pin, district: cityOf(found), state: state.name, stateCode: state.code, place: found };
}

/** Where a PIN is and when a parcel ordered at `now` arrives there; null for a PIN the directory does not know. */
export function quoteDelivery(pin: string, context: DeliveryContext, now = new Date()): Omit<DeliveryQuote, "success"> | null {
  const where = placeOfPin(pin);
  if (!where) return null;
  const zone = zoneOf(where.place, context.origin);
  const blocked = blockedRule(pin, context.rules);
  return {
    pin,
    district: where.district,
    state: where.state,
    stateCode: where.stateCode,
    zone,
    serviceable: !blocked,
    cod: !blocked,
    estimatedDelivery: estimatedDeliveryDate(now, deliveryDays(zone, context.rules), context.rules.skipSundays),
    ...(blocked ? { message: notServedMessage(pin, blocked) } : {}),
  };
}
