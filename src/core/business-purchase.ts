import { checkGstin } from "./gstin";
import { GSTR1_NAME_MAX, gstr1NameProblem } from "./gstr1-name";

/** A business purchase: the buyer's GSTIN and the legal name registered under it, printed on the tax invoice (Rule 46(e)). */
export interface BusinessPurchase {
  gstin: string;
  businessName: string;
}

export const BUSINESS_NAME_MIN = 2;
/** The GSTR-1 receiver name's limit (./gstr1-name): a longer name would have its invoices dropped from the return. */
export const BUSINESS_NAME_MAX = GSTR1_NAME_MAX;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * The optional business-purchase fields of checkout: both empty is an ordinary purchase (null); otherwise
 * both are needed, the GSTIN must pass its check and the name must be one the GSTR-1 can carry (./gstr1-name).
 * The message names the field.
 */
export function checkBusinessPurchase(input: {
  gstin?: unknown;
  businessName?: unknown;
}): { ok: true; purchase: BusinessPurchase | null } | { ok: false; message: string } {
  if (blank(input.gstin) && blank(input.businessName)) return { ok: true, purchase: null };
  if (blank(input.gstin)) return { ok: false, message: "GSTIN is required for a business purchase (or leave the business name empty too)." };
  if (typeof input.gstin !== "string") return { ok: false, message: "GSTIN must be text." };
  const gstin = checkGstin(input.gstin);
  if (!gstin.ok) return gstin;
  if (blank(input.businessName)) return { ok: false, message: "Legal name of the business is required with a GSTIN." };
  if (typeof input.businessName !== "string") return { ok: false, message: "Legal name of the business must be text." };
  const businessName = input.businessName.trim().replace(/\s+/g, " ");
  if (businessName.length < BUSINESS_NAME_MIN || businessName.length > BUSINESS_NAME_MAX) {
    return { ok: false, message: `Legal name of the business must be ${BUSINESS_NAME_MIN} to ${BUSINESS_NAME_MAX} characters.` };
  }
  const problem = gstr1NameProblem(businessName);
  if (problem) return { ok: false, message: problem };
  return { ok: true, purchase: { gstin: gstin.gstin, businessName } };
}
