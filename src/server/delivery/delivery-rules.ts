import { eq, sql } from "drizzle-orm";
import { DEFAULT_DELIVERY_RULES, type DeliveryRules } from "~/src/core/delivery";
import { storedDeliveryRulesSchema } from "~/src/core/shapes/delivery";
import type { DbOrTx } from "~/src/server/db/client";
import { deliveryRules } from "~/src/server/db/schema-staff";

/** The owner's delivery rules, or the defaults (no extra days, nothing blocked) until saved or if the row was broken by hand. */
export async function getDeliveryRules(db: DbOrTx): Promise<DeliveryRules> {
  const [row] = await db.select({ data: deliveryRules.data }).from(deliveryRules).where(eq(deliveryRules.id, 1)).limit(1);
  const parsed = storedDeliveryRulesSchema.safeParse(row?.data);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_RULES;
}

/** Saves the whole (already validated) rules; the one row is created on the first save. */
export async function saveDeliveryRules(tx: DbOrTx, rules: DeliveryRules): Promise<void> {
  await tx
    .insert(deliveryRules)
    .values({ id: 1, data: rules })
    .onConflictDoUpdate({ target: deliveryRules.id, set: { data: rules, updatedAt: sql`now()` } });
}
