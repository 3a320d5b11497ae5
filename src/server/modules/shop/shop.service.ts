import type { ShopSettings } from "~/src/core/shapes/shop";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import type { SessionUser } from "~/src/server/shared/sessions";
import { recordAudit } from "~/src/server/shared/audit";
import { getShopSettings, saveShopSettings } from "~/src/server/shared/shop-settings";

/** Only the fields the owner changed go into the audit entry, old → new. */
function changedFields(before: ShopSettings, after: ShopSettings) {
  const keys = (Object.keys(after) as Array<keyof ShopSettings>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

export async function updateShopSettings(db: Db, config: Pick<Config, "deliveryFeePaise">, actor: SessionUser, settings: ShopSettings) {
  return db.transaction(async (tx) => {
    const current = await getShopSettings(tx, config);
    await saveShopSettings(tx, settings);
    const change = changedFields(current, settings);
    if (Object.keys(change.after).length) await recordAudit(tx, actor, "settings.update", "shop-settings", change.before, change.after);
    return settings;
  });
}
