import type { DeliveryRules } from "~/src/core/delivery";
import { stateByCode } from "~/src/core/india-states";
import type { DeliveryRulesResponse } from "~/src/core/shapes/delivery";
import type { Config } from "~/src/server/config";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { deliveryContext } from "~/src/server/delivery/delivery-quote";
import { getDeliveryRules, saveDeliveryRules } from "~/src/server/delivery/delivery-rules";
import { recordAudit, type Actor } from "~/src/server/shared/audit";

/** The owner's delivery rules as the console edits them, with where the shop ships from (derived from Settings). */
export async function deliveryRulesView(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<Omit<DeliveryRulesResponse, "success">> {
  const { rules, origin } = await deliveryContext(db, config);
  const state = origin ? stateByCode(origin.stateCode) : null;
  return {
    ...rules,
    origin: origin?.pin && state ? { pin: origin.pin, district: origin.district, state: state.name, stateCode: state.code } : null,
  };
}

/** Replaces the rules (already checked by the route's schema) and records what changed. */
export async function updateDeliveryRules(db: Db, config: Pick<Config, "deliveryFeePaise">, actor: Actor, rules: DeliveryRules) {
  await db.transaction(async (tx) => {
    const before = await getDeliveryRules(tx);
    await saveDeliveryRules(tx, rules);
    if (JSON.stringify(before) !== JSON.stringify(rules)) await recordAudit(tx, actor, "delivery.update", "delivery-rules", before, rules);
  });
  return deliveryRulesView(db, config);
}
