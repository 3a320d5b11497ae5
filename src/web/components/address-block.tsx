import { addressLines } from "~/src/core/address-lines";
import type { Address } from "~/src/core/shapes/address";

/**
 * A delivery address as a parcel label reads it (src/core/address-lines.ts): the name first and bold,
 * then street, city/state/PIN, country and phone. `callable` makes the phone number a tel: link (staff).
 */
export function AddressBlock({
  address,
  className = "text-sm text-slate-600",
  callable = false,
}: {
  address: Address;
  className?: string;
  callable?: boolean;
}) {
  const [name, ...rest] = addressLines(address);
  const phone = rest.pop()!;
  const [street, place, country] = rest;
  // Street and "city, state PIN" are one postal block, so the street's element holds the whole place.
  return (
    <address className={`not-italic leading-relaxed ${className}`}>
      <span className="block font-semibold text-slate-900">{name}</span>
      <span className="block">
        {street}
        <span className="block">{place}</span>
      </span>
      <span className="block">{country}</span>
      <span className="block">
        {callable ? (
          <>
            Phone:{" "}
            <a href={`tel:${address.phone}`} className="text-brand-700">
              {address.phone}
            </a>
          </>
        ) : (
          phone
        )}
      </span>
    </address>
  );
}
