import type { Address } from "~/src/core/shapes/address";

/**
 * An address as lines, the way a parcel label reads it: name, street, "city, state PIN", country, phone.
 * Every place that shows a delivery address (pages, packing slips, mails, documents) draws these lines.
 */
export function addressLines(address: Address): string[] {
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.street,
    `${address.city}, ${address.state} ${address.zipcode}`,
    address.country,
    `Phone: ${address.phone}`,
  ];
}

/** Where a parcel goes, in one phrase: "Asha Verma, Bengaluru, Karnataka 560001". */
export function deliveryPlace(address: Address): string {
  const [name, , place] = addressLines(address);
  return `${name}, ${place}`;
}
