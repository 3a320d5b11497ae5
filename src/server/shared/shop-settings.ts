import { eq, sql } from "drizzle-orm";
import { REVIEW_REQUEST_DAYS_DEFAULT } from "~/src/core/reviews";
import { rupeesToPaise, paiseToRupees } from "~/src/core/money";
import { publicShopSchema, shopSettingsSchema, type PublicShop, type ShopSettings } from "~/src/core/shapes/shop";
import type { Config } from "~/src/server/config";
import type { DbOrTx } from "~/src/server/db/client";
import { shopSettings } from "~/src/server/db/schema-staff";

/** The settings a shop has before its owner saves any: the delivery fee is the DELIVERY_FEE setting. */
export function defaultShopSettings(config: Pick<Config, "deliveryFeePaise">): ShopSettings {
  return {
    legalName: "Tinkerwala",
    displayName: "Tinkerwala",
    addressLines: ["Tinkerwala Store", "2nd Floor, 14 Maker Lane, Koramangala", "Bengaluru, Karnataka 560034", "India"],
    state: "Karnataka",
    phone: "+91 80 4567 8910",
    email: "support@tinkerwala.in",
    gstin: "",
    invoicePrefix: "TW",
    signatory: "",
    deliveryFee: paiseToRupees(config.deliveryFeePaise),
    hours: [
      { days: "Monday to Saturday", time: "10:00 am – 7:00 pm" },
      { days: "Sunday", time: "Closed (online orders and support stay open)" },
    ],
    workshopBookingsEnabled: false,
    bankAccountName: "",
    bankAccountNumber: "",
    bankIfsc: "",
    bankName: "",
    upiId: "",
    unpaidCancelDays: 7,
    prepaidCheckoutEnabled: false,
    prepaidCheckoutMinimum: 10_000,
    reviewRequestDays: REVIEW_REQUEST_DAYS_DEFAULT,
  };
}

/**
 * The saved settings over the defaults, so a field added in a later release reads its default until the
 * owner saves. A row that no longer passes the rules (edited by hand) falls back to the defaults field by field.
 */
export async function getShopSettings(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<ShopSettings> {
  const defaults = defaultShopSettings(config);
  const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  if (!row || typeof row.data !== "object" || row.data === null) return defaults;
  const merged: Record<string, unknown> = { ...defaults, ...(row.data as Record<string, unknown>) };
  const parsed = shopSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  for (const field of broken) merged[field] = defaults[field as keyof ShopSettings];
  return shopSettingsSchema.parse(merged);
}

export function toPublicShop(settings: ShopSettings): PublicShop {
  return publicShopSchema.parse(settings);
}

/** The fee the next cart and order charge, in paise. */
export async function deliveryFeePaise(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<number> {
  return rupeesToPaise((await getShopSettings(db, config)).deliveryFee);
}

/** Saves the whole (already validated) settings object; the one row is created on the first save. */
export async function saveShopSettings(tx: DbOrTx, settings: ShopSettings): Promise<void> {
  await tx
    .insert(shopSettings)
    .values({ id: 1, data: settings })
    .onConflictDoUpdate({ target: shopSettings.id, set: { data: settings, updatedAt: sql`now()` } });
}
