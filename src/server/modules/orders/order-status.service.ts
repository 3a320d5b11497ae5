import { and, eq, inArray } from "drizzle-orm";
import { UUID_PATTERN } from "~/src/core/ids";
import { checkStatusChange, issuesInvoice, needsTracking, ORDER_KINDS, returnsStock, type OrderKind } from "~/src/core/order-kinds";
import type { StatusChangeBody } from "~/src/core/shapes/admin-orders";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { orderLines, orders, products, users } from "~/src/server/db/schema";
import { issueInvoice } from "~/src/server/documents/invoices";
import type { MailConfig } from "~/src/server/mail/outbox";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { changeStock } from "~/src/server/shared/stock";
import { notifyStatusChange, recipientColumns } from "./order-mails";
import type { OrderLineRow, StaffOrder } from "./order-store";

export const ORDER_CHANGED_MESSAGE = "This order was changed by someone else; reload it.";

/** Who changes an order, and what the change needs from the server. */
export interface StatusChangeContext {
  db: Db;
  config: MailConfig;
  actor: Actor;
}

export interface StatusChange {
  kind: OrderKind;
  id: string;
  change: StatusChangeBody;
}

/** Puts a cancelled order's units back, product by product in id order (as checkout locks them, so no deadlock). */
async function returnUnits(tx: DbOrTx, order: { id: string }, lines: OrderLineRow[], actorId: string) {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  if (units.size === 0) return;
  // A product deleted since (orders keep their own copy) has no stock to return to.
  const existing = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...units.keys()]));
  const known = new Set(existing.map((row) => row.id));
  for (const productId of [...units.keys()].sort()) {
    if (!known.has(productId)) continue;
    await changeStock(tx, { productId, change: units.get(productId)!, reason: "cancelled", actorId, orderId: order.id });
  }
}

/**
 * Moves an order to a new status in one transaction. The order's row is locked and read once, with its
 * customer, so of two staff changing it at once the second sees the first's result and is refused (409)
 * rather than both winning; the answer is built from what was written. A stale `version` is refused before
 * the move itself: "someone else changed it" explains more than "that move is not allowed from the new
 * status". Returns null when there is no such order of this kind.
 */
export async function changeOrderStatus(context: StatusChangeContext, { kind, id, change }: StatusChange): Promise<StaffOrder | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const { actor } = context;
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ order: orders, recipient: recipientColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.id, id), eq(orders.kind, kind)))
      .for("update", { of: orders });
    if (!current) return null;
    const { order, recipient } = current;
    if (change.version !== undefined && change.version !== order.version) throw refuse.conflict(ORDER_CHANGED_MESSAGE);
    const status = change.status.trim().toLowerCase();
    const courier = change.courier?.trim() || null;
    const trackingNumber = change.trackingNumber?.trim() || null;
    const verdict = checkStatusChange(kind, order.status, { status, courier, trackingNumber });
    if (!verdict.ok) throw refuse.conflict(verdict.message);

    const tracked = needsTracking(status);
    const [updated] = await tx
      .update(orders)
      .set({
        status,
        courier: tracked ? courier : order.courier,
        trackingNumber: tracked ? trackingNumber : order.trackingNumber,
        history: [...order.history, { status, at: new Date().toISOString() }],
        version: order.version + 1,
      })
      .where(eq(orders.id, id))
      .returning();
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.position);
    if (returnsStock(status)) await returnUnits(tx, updated, lines, actor.id);
    // The tax invoice goes with the goods (CGST Act s.31), issued in this transaction: a shipment that is
    // refused or rolls back leaves no invoice and takes no number.
    const invoice = issuesInvoice(status) ? await issueInvoice(tx, { ...updated, lines }, await getShopSettings(tx, context.config)) : null;
    await notifyStatusChange(tx, context.config, updated, recipient, invoice ? [{ kind: "invoice", number: invoice.number }] : []);
    await recordAudit(
      tx,
      actor,
      "order.status",
      `${ORDER_KINDS[kind].auditName}:${id}`,
      { status: order.status },
      { status, courier: updated.courier, trackingNumber: updated.trackingNumber },
    );
    return { ...updated, lines, customer: { name: recipient.name, email: recipient.email } };
  });
}
