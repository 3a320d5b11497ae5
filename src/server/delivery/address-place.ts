import { blockedRule, notServedMessage, pinStateMismatchMessage, unknownPinMessage, type DeliveryRules } from "~/src/core/delivery";
import { resolveState } from "~/src/core/india-states";
import type { Address } from "~/src/core/shapes/address";
import { addressSchema, firstIssueMessage } from "~/src/core/validation";
import { refuse } from "~/src/server/refusal";
import { placeOfPin } from "./delivery-quote";

/**
 * An address's PIN must be one India Post knows, and its state the PIN's: the parcel goes by the PIN, and the
 * tax by the state (the place of supply, IGST Act s.10(1)(a)), so the two must agree. Every call that takes an
 * address checks it (the address book, both checkouts, the spec's own calls), refusing with the field's problem.
 */
export function checkAddressPlace(address: { zipcode: string; state: string }): void {
  const where = placeOfPin(address.zipcode);
  if (!where) throw refuse.invalid(unknownPinMessage(address.zipcode));
  const typed = resolveState(address.state);
  if (typed && typed.code !== where.stateCode) throw refuse.invalid(pinStateMismatchMessage(address.zipcode, where.state, typed.name));
}

/** Checkout also refuses a PIN the owner marked as not served, with the owner's message. */
export function checkServed(pin: string, rules: DeliveryRules): void {
  const blocked = blockedRule(pin, rules);
  if (blocked) throw refuse.invalid(notServedMessage(pin, blocked));
}

/** A delivery address as sent: the nine fields' rules (src/core/validation.ts), then its PIN and state together. */
export function parseDeliveryAddress(input: unknown): Address {
  const parsed = addressSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  checkAddressPlace(parsed.data);
  return parsed.data;
}
