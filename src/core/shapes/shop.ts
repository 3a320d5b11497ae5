import { z } from "zod";
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

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const shopHoursSchema = z.object({ days: text("Days", 60), time: text("Time", 80) });

export const shopSettingsSchema = z
  .object({
    legalName: text("Legal name", 120),
    displayName: text("Display name", 60),
    addressLines: z
      .array(text("Address line", 120), { message: "Address lines are required." })
      .min(1, "The address needs at least one line.")
      .max(5, "The address can have at most 5 lines."),
    state: text("State", 80),
    phone: text("Phone", 30).refine(
      (value) => PHONE_PATTERN.test(value.replace(/[\s-]/g, "")),
      "Phone must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9.",
    ),
    email: text("Email", 254).toLowerCase().regex(EMAIL_PATTERN, "Please enter a valid email address."),
    gstin: z
      .string({ message: "GSTIN must be a string (empty when the shop has none)." })
      .trim()
      .toUpperCase()
      .refine((value) => value === "" || GSTIN_PATTERN.test(value), "GSTIN must be 15 characters like 29ABCDE1234F1Z5, or empty."),
    deliveryFee: z
      .number({ message: "Delivery fee must be a number of rupees." })
      .min(0, "Delivery fee cannot be negative.")
      .max(10_000, "Delivery fee must be at most 10000 rupees.")
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "Delivery fee can have at most 2 decimals."),
    hours: z.array(shopHoursSchema, { message: "Opening hours must be a list." }).max(7, "Opening hours can have at most 7 rows."),
    workshopBookingsEnabled: z.boolean({ message: "workshopBookingsEnabled must be true or false." }),
  })
  .register(apiSchemas, { id: "ShopSettings" });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What the storefront shows: everything but the internal switches. */
export const publicShopSchema = shopSettingsSchema.omit({ workshopBookingsEnabled: true }).register(apiSchemas, { id: "PublicShop" });
export type PublicShop = z.infer<typeof publicShopSchema>;

/** GET /api/shop */
export const shopResponseSchema = successSchema({ shop: publicShopSchema });
/** GET and PUT /api/admin/settings */
export const shopSettingsResponseSchema = successSchema({ settings: shopSettingsSchema });
