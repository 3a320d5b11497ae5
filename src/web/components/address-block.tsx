import { addressLines } from "~/src/core/address-lines";
import type { Address } from "~/src/core/shapes/address";
import { defineMessages } from "~/src/core/i18n";
import { useT } from "~/src/web/lib/i18n";

const text = defineMessages("addressBlock", { phone: "Phone:" });

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
  const t = useT();
  const [name, ...rest] = addressLines(address);
  // The last line is "Phone: …" in English: written here in the page's language.
  rest.pop();
  const phone = `${t(text.phone)} ${address.phone}`;
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
            {t(text.phone)}{" "}
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
