import { sql } from "drizzle-orm";
import type { DeliveryRules, OwnerPin } from "~/src/core/delivery";
import { resolveState, stateByCode } from "~/src/core/india-states";
import type { DeliveryRulesInput, DeliveryRulesResponse, UnknownPinsResponse } from "~/src/core/shapes/delivery";
import type { Config } from "~/src/server/config";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { orders } from "~/src/server/db/schema";
import { deliveryContext, knownPin } from "~/src/server/delivery/delivery-quote";
import { getDeliveryRules, saveDeliveryRules } from "~/src/server/delivery/delivery-rules";
import { statesOfPrefix } from "~/src/server/delivery/pin-directory";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";

const withStateName = (entry: OwnerPin) => ({ ...entry, state: stateByCode(entry.stateCode)?.name ?? entry.stateCode });

/** The owner's delivery rules as the console edits them, with where the shop ships from (derived from Settings). */
export async function deliveryRulesView(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<Omit<DeliveryRulesResponse, "success">> {
  const { rules, origin } = await deliveryContext(db, config);
  const state = origin ? stateByCode(origin.stateCode) : null;
  return {
    ...rules,
    pins: rules.pins.map(withStateName),
    origin: origin?.pin && state ? { pin: origin.pin, district: origin.district, state: state.name, stateCode: state.code } : null,
  };
}

/**
 * The owner's PINs as sent, each state resolved (name or GST code). The first three digits must be a state's
 * (the directory's own prefixes) unless the PIN is new territory: the owner may still add it, as they know better.
 */
function ownerPinsOf(input: NonNullable<DeliveryRulesInput["pins"]>): OwnerPin[] {
  return input.map(({ pin, district, state }, index) => {
    const resolved = resolveState(state) ?? stateByCode(state);
    if (!resolved) throw refuse.invalid(`pins[${index}]: "${state}" is not a state or union territory of India.`);
    return { pin, district, stateCode: resolved.code };
  });
}

/** Replaces the rules (already checked by the route's schema) and records what changed. */
export async function updateDeliveryRules(db: Db, config: Pick<Config, "deliveryFeePaise">, actor: Actor, input: DeliveryRulesInput) {
  await db.transaction(async (tx) => {
    const before = await getDeliveryRules(tx);
    const rules: DeliveryRules = { ...input, pins: input.pins ? ownerPinsOf(input.pins) : before.pins };
    await saveDeliveryRules(tx, rules);
    if (JSON.stringify(before) !== JSON.stringify(rules)) await recordAudit(tx, actor, "delivery.update", "delivery-rules", before, rules);
  });
  return deliveryRulesView(db, config);
}

/**
 * The PINs customers ordered to that neither the directory nor the owner knows, most used first: each may be a new
 * PIN to add (or a typo to ask the customer about). Read from the orders themselves, so nothing is counted twice
 * and a PIN the owner adds leaves the list at once.
 */
export async function unknownPinsView(db: DbOrTx): Promise<Omit<UnknownPinsResponse, "success">> {
  const { pins } = await getDeliveryRules(db);
  const zipcode = sql<string>`${orders.address}->>'zipcode'`;
  const rows = await db
    .select({
      pin: zipcode,
      orders: sql<number>`count(*)::int`,
      lastUsed: sql<Date>`max(${orders.createdAt})`,
      state: sql<string>`min(${orders.address}->>'state')`,
    })
    .from(orders)
    .groupBy(zipcode);
  const unknown = rows
    .filter((row) => typeof row.pin === "string" && !knownPin(row.pin, pins))
    .map((row) => {
      const likely = statesOfPrefix(row.pin)[0];
      return {
        pin: row.pin,
        orders: row.orders,
        lastUsed: new Date(row.lastUsed).toISOString(),
        state: resolveState(row.state ?? "")?.name ?? stateByCode(likely ?? "")?.name ?? row.state ?? "",
      };
    })
    .sort((a, b) => b.orders - a.orders || (a.lastUsed < b.lastUsed ? 1 : -1));
  return { pins: unknown };
}
