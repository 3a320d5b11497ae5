import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { resolveState, stateByCode } from "~/src/core/india-states";
import type { AddressField } from "~/src/core/shapes/address";
import type { PinLookup } from "~/src/web/lib/delivery";
import { PIN_PATTERN } from "~/src/core/pin";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("addressForm.pinPlace", { otherState: "PIN {pin} is in {actual}, not {typed}." });

type PlaceFields = Record<"city" | "state" | "zipcode", string>;

/** Looked up once the customer has stopped typing for this long, so nothing moves under their fingers. */
export const PIN_LOOKUP_PAUSE_MS = 500;

/**
 * The address form's PIN lookup (GET /api/delivery/{pin}): once the PIN field holds six digits and the customer
 * pauses, City and State are filled with the PIN's place where they are empty or still hold what an earlier
 * lookup put there (never over what the customer typed). Returns the problems to show beside the fields: an
 * unknown PIN, or a state other than the PIN's ("PIN 560001 is in Karnataka, not Kerala.", "KA" counting as
 * Karnataka). A lookup that fails says nothing: the server has the final word on the address.
 */
export function usePinPlace<Value extends PlaceFields>(value: Value, setValue: Dispatch<SetStateAction<Value>>) {
  const [place, setPlace] = useState<{ pin: string; lookup: PinLookup } | null>(null);
  // The PIN asked for last, and the city and state its answer suggested.
  const asked = useRef<string | null>(null);
  const suggested = useRef({ city: "", state: "" });
  const pin = value.zipcode.trim();
  const t = useT();

  useEffect(() => {
    if (!PIN_PATTERN.test(pin) || asked.current === pin) return;
    // Any change to the form (not only the PIN) restarts the wait.
    const timer = setTimeout(() => {
      asked.current = pin;
      void import("~/src/web/lib/delivery")
        .then((delivery) => delivery.lookupPin(pin))
        .catch((): PinLookup => ({ kind: "failed" }))
        .then((lookup) => {
          setPlace({ pin, lookup });
          if (lookup.kind !== "found") return;
          // A PIN not confirmed has a state (by its first digits) but no town to offer.
          const { district, state } = lookup.estimate;
          const previous = suggested.current;
          suggested.current = { city: district, state };
          const ours = (text: string, earlier: string) => !text.trim() || text === earlier;
          setValue((current) =>
            current.zipcode.trim() !== pin
              ? current
              : {
                  ...current,
                  city: district && ours(current.city, previous.city) ? district : current.city,
                  state: ours(current.state, previous.state) ? state : current.state,
                },
          );
        });
    }, PIN_LOOKUP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, pin, setValue]);

  const problems = useMemo(() => {
    const found: Partial<Record<AddressField, string>> = {};
    if (!place || place.pin !== pin) return found;
    if (place.lookup.kind === "unknown") found.zipcode = place.lookup.message;
    // A PIN not confirmed may straddle two states by its first digits: the server judges its state.
    if (place.lookup.kind === "found" && place.lookup.estimate.known !== false) {
      const { estimate } = place.lookup;
      const actual = stateByCode(estimate.stateCode ?? "") ?? resolveState(estimate.state);
      const typed = resolveState(value.state);
      if (actual && typed && actual.code !== typed.code) found.state = t(text.otherState, { pin, actual: actual.name, typed: typed.name });
    }
    return found;
  }, [place, pin, value.state, t]);

  const forget = useCallback(() => {
    asked.current = null;
    suggested.current = { city: "", state: "" };
    setPlace(null);
  }, []);

  /** The PIN whose answer is in (whatever it was), for a PIN check that follows the address. */
  const lookedUpPin = place && place.pin === pin ? pin : null;
  return { problems, lookedUpPin, forget };
}
