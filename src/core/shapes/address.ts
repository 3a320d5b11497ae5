import { z } from "zod";
import { apiSchemas, successSchema } from "./api";

/** The nine fields of a delivery address (§5), in form order: every address shape is built from this list. */
export const ADDRESS_FIELDS = ["firstName", "lastName", "email", "street", "city", "state", "zipcode", "country", "phone"] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** An object schema with the same schema for each of the nine fields. */
export function addressFieldsOf<Field extends z.ZodType>(field: Field) {
  return z.object(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field])) as { [Name in AddressField]: Field });
}

/** An address as the server keeps and answers it (a copy in each order): the nine fields, already checked. */
export const addressFieldsSchema = addressFieldsOf(z.string()).register(apiSchemas, { id: "Address" });
export type Address = z.infer<typeof addressFieldsSchema>;

/** An address in the user's address book; `isDefault` marks the one checkout offers first (at most one). */
export const savedAddressSchema = z
  .object({ _id: z.string(), ...addressFieldsSchema.shape, isDefault: z.boolean() })
  .register(apiSchemas, { id: "SavedAddress" });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/user/addresses: the default first, then newest first. */
export const savedAddressListSchema = successSchema({ addresses: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

/** POST /api/user/address, PUT /api/user/addresses/{id} */
export const addressSavedSchema = successSchema({ message: z.string(), address: savedAddressSchema });
export type AddressSaved = z.infer<typeof addressSavedSchema>;
