import { and, eq, sql } from "drizzle-orm";
import { formatRupees } from "~/src/core/money";
import { paidEnoughToPack } from "~/src/core/payment";
import { UUID_PATTERN } from "~/src/core/ids";
import { checkStatusChange, issuesInvoice, needsTracking, ORDER_KINDS, returnsStock, type OrderKind } from "~/src/core/order-kinds";
import type { StatusChangeBody } from "~/src/core/shapes/admin-orders";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { orderPayments } from "~/src/server/db/schema-quotes";
import { orderLines, orders, users } from "~/src/server/db/schema";
import { issueInvoice } from "~/src/server/documents/invoices";
import type { MailConfig } from "~/src/server/mail/outbox";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { putUnitsBack, unitsByProduct } from "~/src/server/shared/stock";
import { notifyStatusChange, recipientColumns } from "./order-mails";
import type { StaffOrder } from "./order-store";

export const ORDER_CHANGED_MESSAGE = "This order was changed by someone else; reload it.";

async function unpaidMessage(tx: DbOrTx, order: { id: string; amountPaise: number }): Promise<string> {
  const [{ received }] = await tx
    .select({ received: sql<number>`coalesce(sum(${orderPayments.amountPaise}), 0)::int` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id));
  return `This order is not paid yet: ${formatRupees(received)} of ${formatRupees(order.amountPaise)} received. Record the payment (amount, date, UTR) before packing it.`;
}

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
    // A bank-transfer or UPI order is packed once its money is in; it may still be cancelled (issue 30).
    if (status !== "cancelled" && !paidEnoughToPack(order.paymentStatus)) throw refuse.conflict(await unpaidMessage(tx, order));

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
    if (returnsStock(status)) await putUnitsBack(tx, unitsByProduct(lines), { reason: "cancelled", actorId: actor.id, orderId: id });
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
