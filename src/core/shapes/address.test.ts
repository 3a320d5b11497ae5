import { describe, expect, it } from "vitest";
import { addressSchema } from "~/src/core/validation";
import { ADDRESS_FIELDS, addressFieldsSchema, savedAddressSchema } from "./address";

describe("address shapes", () => {
  it("are built from the one list of nine fields, in its order", () => {
    expect(Object.keys(addressFieldsSchema.shape)).toEqual([...ADDRESS_FIELDS]);
    expect(Object.keys(savedAddressSchema.shape)).toEqual(["_id", ...ADDRESS_FIELDS, "isDefault"]);
    expect(Object.keys(addressSchema.shape)).toEqual([...ADDRESS_FIELDS]);
  });
});
