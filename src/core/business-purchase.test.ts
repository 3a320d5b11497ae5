import { describe, expect, it } from "vitest";
import { checkBusinessPurchase } from "./business-purchase";

// 27AAPFU0939F1ZV: a GSTIN widely published as valid (Maharashtra).
const GSTIN = "27AAPFU0939F1ZV";

describe("checkBusinessPurchase", () => {
  it("is an ordinary purchase when both fields are empty", () => {
    expect(checkBusinessPurchase({})).toEqual({ ok: true, purchase: null });
    expect(checkBusinessPurchase({ gstin: " ", businessName: "" })).toEqual({ ok: true, purchase: null });
  });

  it("takes a valid GSTIN with a legal name, tidied", () => {
    expect(checkBusinessPurchase({ gstin: ` ${GSTIN.toLowerCase()} `, businessName: "  Sunrise   Public School " })).toEqual({
      ok: true,
      purchase: { gstin: GSTIN, businessName: "Sunrise Public School" },
    });
  });

  it.each([
    [{ businessName: "Sunrise Public School" }, "GSTIN is required"],
    [{ gstin: GSTIN }, "Legal name of the business is required"],
    [{ gstin: "27AAPFU0939F1ZW", businessName: "Sunrise" }, "last character does not match"],
    [{ gstin: "27AAPFU0939F1Z", businessName: "Sunrise" }, "15 characters"],
    [{ gstin: GSTIN, businessName: "S" }, "2 to 99 characters"],
    [{ gstin: 42, businessName: "Sunrise" }, "GSTIN must be text"],
    [{ gstin: GSTIN, businessName: "x".repeat(100) }, "2 to 99 characters"],
    // Names the GST portal's offline tool would refuse in GSTR-1 (./gstr1-name): the field says which characters.
    [{ gstin: GSTIN, businessName: "सूर्या पब्लिक स्कूल" }, 'cannot contain "स"'],
    [{ gstin: GSTIN, businessName: "Makers: Pune" }, 'cannot contain ":"'],
    [{ gstin: GSTIN, businessName: 'The "Sunrise" School' }, 'cannot contain """'],
  ])("refuses %j, saying what is wrong", (input, message) => {
    const result = checkBusinessPurchase(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});
