import { blockedRule, type DeliveryRules, type OwnerPin } from "~/src/core/delivery";
import { resolveState, stateByCode } from "~/src/core/india-states";
import type { Address } from "~/src/core/shapes/address";
import { addressSchema, firstIssueMessage } from "~/src/core/validation";
import type { DbOrTx } from "~/src/server/db/client";
import { refuse } from "~/src/server/refusal";
import { knownPin, placeOfPin } from "./delivery-quote";
import { getDeliveryRules } from "./delivery-rules";
import { notServedMessage, pinStateMismatchMessage, unknownPinMessage } from "./delivery-messages";

/**
 * An address's PIN must be one the shop can place, and its state the PIN's: the parcel goes by the PIN, and the
 * tax by the state (the place of supply, IGST Act s.10(1)(a)), so the two must agree. Every call that takes an
 * address checks it (the address book, both checkouts, the spec's own calls), refusing with the field's problem.
 *
 * A PIN the directory does not list is taken when its first three digits belong to the state typed (India Post
 * opens PINs faster than its published directory catches up, and a stale table must not turn a real customer
 * away); staff see it marked on the order. A PIN whose first three digits no known PIN has is refused.
 */
export function checkAddressPlace(address: { zipcode: string; state: string }, ownerPins: readonly OwnerPin[]): void {
  const where = placeOfPin(address.zipcode, ownerPins);
  if (!where) throw refuse.invalid(unknownPinMessage(address.zipcode));
  const typed = resolveState(address.state);
  if (!typed) return;
  const states = where.known ? [where.stateCode] : where.prefixStates;
  if (!states.includes(typed.code)) {
    const names = states.map((code) => stateByCode(code)?.name ?? code);
    throw refuse.invalid(pinStateMismatchMessage(address.zipcode, names, typed.name));
  }
}

/** Checkout also refuses a PIN the owner marked as not served, with the owner's message. */
export function checkServed(pin: string, rules: DeliveryRules): void {
  const blocked = blockedRule(pin, rules);
  if (blocked) throw refuse.invalid(notServedMessage(pin, blocked));
}

/** A delivery address as sent: the nine fields' rules (src/core/validation.ts), then its PIN and state together. */
export function parseDeliveryAddress(input: unknown, ownerPins: readonly OwnerPin[]): Address {
  const parsed = addressSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  checkAddressPlace(parsed.data, ownerPins);
  return parsed.data;
}

/** The PINs the owner added or corrected, read afresh: a PIN added on one instance is known on all at once. */
export async function ownerPins(db: DbOrTx): Promise<OwnerPin[]> {
  return (await getDeliveryRules(db)).pins;
}

/** Whether a PIN is known (the owner's list, then the directory); for the staff's order pages, which mark one that is not. */
export async function pinConfirmation(db: DbOrTx): Promise<(pin: string) => boolean> {
  const pins = await ownerPins(db);
  return (pin) => knownPin(pin, pins) !== null;
}
