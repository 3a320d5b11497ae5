import { z } from "zod";
import { REVIEW_REQUEST_DAYS_MAX } from "~/src/core/reviews";
import { checkGstin } from "~/src/core/gstin";
import { notAStateMessage, resolveState } from "~/src/core/india-states";
import { EMAIL_PATTERN, PHONE_PATTERN } from "~/src/core/validation";
import { apiSchemas, successSchema } from "./api";

/**
 * The shop's details and switches (one row, edited by the owner). The schema is both the rule the
 * owner's form must pass and the answer's shape, so it only trims and checks: a phone keeps the spaces
 * the owner typed, because the storefront shows it as written.
 */
const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/**
 * 1–2 letters or digits, not starting with 0: the credit-note series "{prefix}CN/26-27/00042" must stay within
 * Rule 46(b)'s 16 characters (and the e-invoice schema wants no 0, "/" or "-" first).
 */
export const INVOICE_PREFIX_PATTERN = /^[A-Z1-9][A-Z0-9]?$/;
export const INVOICE_PREFIX_MESSAGE =
  "Invoice prefix must be 1 or 2 letters or digits (not starting with 0), so that numbers like TWCN/26-27/00042 stay within 16 characters.";

export const shopHoursSchema = z.object({ days: text("Days", 60), time: text("Time", 80) });

/** Empty, or text that passes the pattern: a shop that takes no bank transfers leaves its bank details empty. */
const optionalPattern = (label: string, pattern: RegExp, message: string, transform: (value: string) => string = (value) => value) =>
  z
    .string({ message: `${label} must be text (empty when not used).` })
    .trim()
    .transform(transform)
    .refine((value) => value === "" || pattern.test(value), message);

/**
 * Where a school pays a quotation's order (issue 30): the bank account for NEFT/RTGS/IMPS and the UPI ID (VPA)
 * that the UPI link and QR carry. Printed on proformas, never on the public shop call.
 */
const paymentSettingsFields = {
  bankAccountName: z.string({ message: "Account name must be text." }).trim().max(120, "Account name must be at most 120 characters."),
  bankAccountNumber: optionalPattern("Account number", /^\d{9,18}$/, "Account number must be 9 to 18 digits.", (value) => value.replace(/\s/g, "")),
  /** RBI's IFSC: 4 letters of the bank, a 0, 6 letters or digits of the branch. */
  bankIfsc: optionalPattern(
    "IFSC",
    /^[A-Z]{4}0[A-Z0-9]{6}$/,
    "IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234).",
    (value) => value.toUpperCase(),
  ),
  bankName: z.string({ message: "Bank name must be text." }).trim().max(120, "Bank name must be at most 120 characters."),
  /** A UPI ID (virtual payment address), name@handle as NPCI's linking specification's `pa`. */
  upiId: optionalPattern(
    "UPI ID",
    /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,255}@[a-zA-Z][a-zA-Z0-9]{1,63}$/,
    "UPI ID must look like name@bank (e.g. tinkerwala@okaxis).",
  ),
  /** After this many days without payment, a bank-transfer or UPI order is listed for staff to cancel. */
  unpaidCancelDays: z
    .number({ message: "Days before an unpaid order is cancelled must be a number." })
    .int("Days before an unpaid order is cancelled must be a whole number.")
    .min(1, "Days before an unpaid order is cancelled must be at least 1.")
    .max(60, "Days before an unpaid order is cancelled must be at most 60."),
  /** Bank transfer and UPI on the shop's own checkout, for orders of at least `prepaidCheckoutMinimum` rupees. */
  prepaidCheckoutEnabled: z.boolean({ message: "prepaidCheckoutEnabled must be true or false." }),
  prepaidCheckoutMinimum: z
    .number({ message: "The order amount for bank transfer and UPI must be a number of rupees." })
    .min(0, "The order amount for bank transfer and UPI cannot be negative.")
    .max(10_000_000, "The order amount for bank transfer and UPI must be at most 10000000 rupees."),
};

const shopSettingsFields = z.object({
  legalName: text("Legal name", 120),
  displayName: text("Display name", 60),
  addressLines: z
    .array(text("Address line", 120), { message: "Address lines are required." })
    .min(1, "The address needs at least one line.")
    .max(5, "The address can have at most 5 lines."),
  state: text("State", 80).refine((value) => resolveState(value) !== null, notAStateMessage()),
  phone: text("Phone", 30).refine(
    (value) => PHONE_PATTERN.test(value.replace(/[\s-]/g, "")),
    "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
  ),
  email: text("Email", 254).toLowerCase().regex(EMAIL_PATTERN, "Please enter a valid email address."),
  /** Empty until the shop is registered; a tax invoice needs it, so an order cannot ship without it. */
  gstin: z
    .string({ message: "GSTIN must be a string (empty when the shop has none)." })
    .trim()
    .toUpperCase()
    .superRefine((value, context) => {
      const verdict = value === "" ? null : checkGstin(value);
      if (verdict && !verdict.ok) context.addIssue({ code: "custom", message: verdict.message });
    }),
  /** The invoice series: numbers read {prefix}/{YY-YY}/{NNNNN}, credit notes {prefix}CN/{YY-YY}/{NNNNN}. */
  invoicePrefix: z.string({ message: "Invoice prefix must be text." }).trim().toUpperCase().regex(INVOICE_PREFIX_PATTERN, INVOICE_PREFIX_MESSAGE),
  /** The authorised signatory's name under "For {legal name}" on invoices (may be empty). */
  signatory: z.string({ message: "Signatory must be text." }).trim().max(80, "Signatory must be at most 80 characters."),
  deliveryFee: z
    .number({ message: "Delivery fee must be a number of rupees." })
    .min(0, "Delivery fee cannot be negative.")
    .max(10_000, "Delivery fee must be at most 10000 rupees.")
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Delivery fee can have at most 2 decimals."),
  hours: z.array(shopHoursSchema, { message: "Opening hours must be a list." }).max(7, "Opening hours can have at most 7 rows."),
  workshopBookingsEnabled: z.boolean({ message: "workshopBookingsEnabled must be true or false." }),
  ...paymentSettingsFields,
  /** Days after delivery when the shop asks the customer for a review of what they bought (0: never; issue 31). */
  reviewRequestDays: z
    .number({ message: "Days before asking for a review must be a number." })
    .int("Days before asking for a review must be a whole number.")
    .min(0, "Days before asking for a review cannot be negative (0 turns the request off).")
    .max(REVIEW_REQUEST_DAYS_MAX, `Days before asking for a review must be at most ${REVIEW_REQUEST_DAYS_MAX}.`),
});

export const shopSettingsSchema = shopSettingsFields
  .superRefine((settings, context) => {
    // Rule 46(a): the invoice shows the supplier's GSTIN, state and state code; they must agree.
    const state = resolveState(settings.state);
    if (settings.gstin !== "" && state && !settings.gstin.startsWith(state.code)) {
      context.addIssue({
        code: "custom",
        path: ["gstin"],
        message: `GSTIN must start with ${state.code}, the state code of ${state.name}.`,
      });
    }
  })
  .register(apiSchemas, { id: "ShopSettings" });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What the storefront shows: everything but the internal switches. */
export const publicShopSchema = shopSettingsFields
  .omit({
    workshopBookingsEnabled: true,
    invoicePrefix: true,
    signatory: true,
    bankAccountName: true,
    bankAccountNumber: true,
    bankIfsc: true,
    bankName: true,
    unpaidCancelDays: true,
    reviewRequestDays: true,
  })
  .register(apiSchemas, { id: "PublicShop" });
export type PublicShop = z.infer<typeof publicShopSchema>;

/** GET /api/shop */
export const shopResponseSchema = successSchema({ shop: publicShopSchema });
/** GET and PUT /api/admin/settings */
export const shopSettingsResponseSchema = successSchema({ settings: shopSettingsSchema });
