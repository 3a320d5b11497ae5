import { defineMessages } from "~/src/core/i18n";
import type { BlockedPin } from "~/src/core/delivery";
import type { RefusalText } from "~/src/server/refusal";

/**
 * What the PIN check and the address checks say about a PIN, in the request's language (issue 33). The owner's
 * own reason for a blocked PIN is quoted as they wrote it.
 */
const text = defineMessages("delivery.pin", {
  notServed: "We do not deliver to {pin} yet: {reason}",
  otherState: "PIN {pin} is in {pinState}, not {typedState}.",
  otherStates: "PIN {pin} is in {pinStates} or {lastState}, not {typedState}.",
  unknown: "We do not know the PIN {pin}. Please check it.",
  unconfirmed: "We could not confirm the PIN {pin}; it is in {state} by its first digits. Please check it: we will deliver there.",
});

type PinMessage = Exclude<RefusalText, string>;

export const notServedMessage = (pin: string, rule: BlockedPin): PinMessage => ({ message: text.notServed, values: { pin, reason: rule.message } });

/** The refusal when an address's state is not its PIN's (the tax goes to the PIN's state: the place of supply). */
export function pinStateMismatchMessage(pin: string, pinStates: readonly string[], typedState: string): PinMessage {
  if (pinStates.length < 2) return { message: text.otherState, values: { pin, pinState: pinStates[0] ?? "", typedState } };
  return { message: text.otherStates, values: { pin, pinStates: pinStates.slice(0, -1).join(" or "), lastState: pinStates.at(-1), typedState } };
}

export const unknownPinMessage = (pin: string): PinMessage => ({ message: text.unknown, values: { pin } });

/**
 * A well-formed PIN the directory does not list, whose first three digits are those of the state given: India
 * Post opens new PINs before any published copy of its directory has them, so the order is taken and the PIN is
 * marked for staff to check, rather than a real customer being turned away.
 */
export const unconfirmedPinMessage = (pin: string, state: string): PinMessage => ({ message: text.unconfirmed, values: { pin, state } });
