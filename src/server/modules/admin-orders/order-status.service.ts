import { eq, inArray } from "drizzle-orm";
import type { StatusChangeBody } from "~/src/core/shapes/admin-orders";
import { checkStatusChange, returnsStock, type OrderKind, type StatusEvent } from "~/src/core/staff";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { notifyStatusChange } from "~/src/server/shared/mail/notify";
import type { MailConfig } from "~/src/server/shared/mail/outbox";
import { kitOrderItems, kitOrders, orderItems, orders, products } from "~/src/server/db/schema";
import type { AuthUser } from "~/src/server/http/auth";
import { refuse } from "~/src/server/http/errors";
import { UUID_PATTERN } from "~/src/server/http/ids";
import { recordAudit } from "~/src/server/shared/audit";
import { changeStock } from "~/src/server/shared/stock";

export const ORDER_CHANGED_MESSAGE = "This order was changed by someone else; reload it.";

interface Fulfilment {
  status: string;
  courier: string | null;
  trackingNumber: string | null;
  history: StatusEvent[];
  version: number;
}

/** The steps that differ between the two kinds of order: their table, their lines, how stock names them. */
const KINDS = {
  order: {
    lock: (tx: DbOrTx, id: string) =>
      tx
        .select({
          status: orders.status,
          courier: orders.courier,
          trackingNumber: orders.trackingNumber,
          history: orders.history,
          version: orders.version,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for("update"),
    save: (tx: DbOrTx, id: string, next: Fulfilment) => tx.update(orders).set(next).where(eq(orders.id, id)),
    lines: (tx: DbOrTx, id: string) =>
      tx.select({ productId: orderItems.productId, quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, id)),
    stockLink: (id: string) => ({ orderId: id }),
  },
  "kit-order": {
    lock: (tx: DbOrTx, id: string) =>
      tx
        .select({
          status: kitOrders.status,
          courier: kitOrders.courier,
          trackingNumber: kitOrders.trackingNumber,
          history: kitOrders.history,
          version: kitOrders.version,
        })
        .from(kitOrders)
        .where(eq(kitOrders.id, id))
        .for("update"),
    save: (tx: DbOrTx, id: string, next: Fulfilment) => tx.update(kitOrders).set(next).where(eq(kitOrders.id, id)),
    lines: (tx: DbOrTx, id: string) =>
      tx.select({ productId: kitOrderItems.productId, quantity: kitOrderItems.quantity }).from(kitOrderItems).where(eq(kitOrderItems.kitOrderId, id)),
    stockLink: (id: string) => ({ kitOrderId: id }),
  },
} satisfies Record<OrderKind, unknown>;

/** Puts a cancelled order's units back, product by product in id order (as checkout locks them, so no deadlock). */
async function returnUnits(tx: DbOrTx, kind: OrderKind, id: string, actorId: string) {
  const lines = await KINDS[kind].lines(tx, id);
  if (lines.length === 0) return;
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  // A product deleted since (orders keep their own copy) has no stock to return to.
  const existing = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...units.keys()]));
  const known = new Set(existing.map((row) => row.id));
  for (const productId of [...units.keys()].sort()) {
    if (!known.has(productId)) continue;
    await changeStock(tx, { productId, change: units.get(productId)!, reason: "cancelled", actorId, ...KINDS[kind].stockLink(id) });
  }
}

/**
 * Moves an order to a new status in one transaction: the order's row is locked first, so of two staff
 * changing it at once the second sees the first's result and is refused (409) rather than both winning.
 * A stale `version` is refused before the move itself: "someone else changed it" explains more than
 * "that move is not allowed from the new status".
 */
export async function changeOrderStatus(
  db: Db,
  config: MailConfig,
  kind: OrderKind,
  id: string,
  change: StatusChangeBody,
  actor: AuthUser,
): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  return db.transaction(async (tx) => {
    const [current] = await KINDS[kind].lock(tx, id);
    if (!current) return false;
    if (change.version !== undefined && change.version !== current.version) throw refuse.conflict(ORDER_CHANGED_MESSAGE);
    const status = change.status.trim().toLowerCase();
    const courier = change.courier?.trim() || null;
    const trackingNumber = change.trackingNumber?.trim() || null;
    const verdict = checkStatusChange(kind, current.status, { status, courier, trackingNumber });
    if (!verdict.ok) throw refuse.conflict(verdict.message);

    const shipping = status === "shipped";
    const next: Fulfilment = {
      status,
      courier: shipping ? courier : current.courier,
      trackingNumber: shipping ? trackingNumber : current.trackingNumber,
      history: [...current.history, { status, at: new Date().toISOString() }],
      version: current.version + 1,
    };
    await KINDS[kind].save(tx, id, next);
    if (returnsStock(status)) await returnUnits(tx, kind, id, actor.id);
    await notifyStatusChange(tx, config, kind, id, status);
    await recordAudit(
      tx,
      actor,
      "order.status",
      `${kind}:${id}`,
      { status: current.status },
      { status, courier: next.courier, trackingNumber: next.trackingNumber },
    );
    return true;
  });
}
