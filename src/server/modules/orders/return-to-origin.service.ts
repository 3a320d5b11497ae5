import { and, eq } from "drizzle-orm";
import { wholeInvoiceRequests } from "~/src/core/credit-note";
import { UUID_PATTERN } from "~/src/core/ids";
import { ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
import type { Db } from "~/src/server/db/client";
import { orderLines, orders, users } from "~/src/server/db/schema";
import { creditNotes } from "~/src/server/db/schema-documents";
import { issueCreditNote } from "~/src/server/documents/credit-notes";
import { invoiceOfOrder } from "~/src/server/documents/invoices";
import type { MailConfig } from "~/src/server/mail/outbox";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { putUnitsBack, unitsByProduct } from "~/src/server/shared/stock";
import { notifyReturnedToOrigin } from "./order-mails";
import { staffOrder, type StaffOrder } from "./order-store";

export interface ReturnToOriginChange {
  kind: OrderKind;
  id: string;
  reason?: string;
  received?: true;
}

/**
 * Return to origin: a shipped parcel the courier brings back undelivered (refused at the door, address not
 * found). Cash on delivery was never collected, so nothing is refunded. Marking it cancels the order (a spec
 * status; its history says why) and tells the customer; receiving it puts the units back on the shelf once
 * and, for an invoiced order, issues the credit note that cancels the invoice's supply (CGST Act s.34), all in
 * one transaction with the order's row locked, so a second click finds it already done.
 */
export async function returnToOrigin(
  context: { db: Db; config: MailConfig; actor: Actor },
  change: ReturnToOriginChange,
): Promise<StaffOrder | null> {
  if (!UUID_PATTERN.test(change.id)) return null;
  const { noun } = ORDER_KINDS[change.kind];
  const found = await context.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, change.id), eq(orders.kind, change.kind)))
      .for("update");
    if (!order) return false;
    const now = new Date();
    if (change.received) {
      if (!order.rtoMarkedAt) throw refuse.conflict(`This ${noun} was not marked as returned to origin; mark it first, with the reason.`);
      if (order.rtoReceivedAt) throw refuse.conflict(`This parcel was already received back, on ${order.rtoReceivedAt.toISOString().slice(0, 10)}.`);
      await tx
        .update(orders)
        .set({ rtoReceivedAt: now, version: order.version + 1 })
        .where(eq(orders.id, order.id));
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await putUnitsBack(tx, unitsByProduct(lines), { reason: "return-to-origin", orderId: order.id, actorId: context.actor.id });
      const invoice = await invoiceOfOrder(tx, order.id);
      if (invoice) {
        const earlier = await tx.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id)).limit(1);
        // A shipped order is never returned by the customer (that needs delivery), so nothing was credited before.
        if (earlier.length > 0) throw refuse.conflict(`Invoice ${invoice.number} already has a credit note; settle this parcel by hand.`);
        const { invoicePrefix } = await getShopSettings(tx, context.config);
        await issueCreditNote(tx, {
          invoice,
          invoicePrefix,
          reason: "Goods returned undelivered",
          requests: wholeInvoiceRequests(invoice.document, new Map()),
        });
      }
      await recordAudit(
        tx,
        context.actor,
        "order.return-to-origin",
        `${ORDER_KINDS[change.kind].auditName}:${order.id}`,
        { received: false },
        { received: true },
      );
      return true;
    }

    const reason = change.reason?.trim();
    if (!reason) throw refuse.invalid("Say why the parcel came back (for example: refused at the door, address not found).");
    if (order.rtoMarkedAt) throw refuse.conflict(`This ${noun} is already marked as returned to origin.`);
    if (order.status !== "shipped") {
      throw refuse.conflict(`Only a shipped ${noun} can come back undelivered; this one is ${order.status}.`);
    }
    await tx
      .update(orders)
      .set({
        status: "cancelled",
        rtoReason: reason,
        rtoMarkedAt: now,
        history: [...order.history, { status: "cancelled", at: now.toISOString(), note: `Returned to origin: ${reason}` }],
        version: order.version + 1,
      })
      .where(eq(orders.id, order.id));
    const [customer] = await tx
      .select({ name: users.name, email: users.email, deletedAt: users.deletedAt, language: users.language })
      .from(users)
      .where(eq(users.id, order.userId));
    if (customer && !customer.deletedAt)
      await notifyReturnedToOrigin(context.config, tx, { id: order.id, kind: change.kind, userId: order.userId }, customer, reason);
    await recordAudit(
      tx,
      context.actor,
      "order.return-to-origin",
      `${ORDER_KINDS[change.kind].auditName}:${order.id}`,
      { status: order.status },
      { status: "cancelled", reason },
    );
    return true;
  });
  return found ? staffOrder(context.db, change.kind, change.id) : null;
}
