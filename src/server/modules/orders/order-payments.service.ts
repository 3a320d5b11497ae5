import { eq, sql } from "drizzle-orm";
import { istDate } from "~/src/core/financial-year";
import { UUID_PATTERN } from "~/src/core/ids";
import { paiseToRupees, rupeesToPaise } from "~/src/core/money";
import { ORDER_KINDS } from "~/src/core/order-kinds";
import { isPrepaid, paymentStatusOf } from "~/src/core/payment";
import type { Config } from "~/src/server/config";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { orders, users } from "~/src/server/db/schema";
import { orderPayments } from "~/src/server/db/schema-quotes";
import type { MailConfig } from "~/src/server/mail/outbox";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { notifyPaymentReceived, recipientColumns } from "./order-mails";
import type { UpiPayee } from "./order-views";

/** The shop's UPI ID and the name payers see, or null while the owner has not set a UPI ID. */
export async function upiPayee(db: DbOrTx, config: Pick<Config, "deliveryFeePaise">): Promise<UpiPayee | null> {
  const settings = await getShopSettings(db, config);
  return settings.upiId ? { upiId: settings.upiId, payeeName: settings.legalName } : null;
}

export interface PaymentRecord {
  amount: number;
  receivedOn: string;
  reference: string;
}

const UTR_PATTERN = /^[A-Za-z0-9/-]{4,40}$/;

/** The rules of a recorded payment, each refusal naming the field to fix. */
function checkRecord(record: PaymentRecord, placedOn: string, today: string): { amountPaise: number; receivedOn: string; reference: string } {
  if (!Number.isFinite(record.amount) || record.amount <= 0) throw refuse.invalid("amount must be more than 0 rupees.");
  const amountPaise = rupeesToPaise(record.amount);
  if (Math.abs(record.amount * 100 - amountPaise) > 1e-6) throw refuse.invalid("amount can have at most 2 decimals.");
  const receivedOn = record.receivedOn.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) || Number.isNaN(Date.parse(`${receivedOn}T00:00:00Z`))) {
    throw refuse.invalid("receivedOn must be a date as YYYY-MM-DD.");
  }
  if (receivedOn > today) throw refuse.invalid("receivedOn cannot be in the future.");
  if (receivedOn < placedOn) throw refuse.invalid(`receivedOn cannot be before the order was placed (${placedOn}).`);
  const reference = record.reference.trim();
  if (!UTR_PATTERN.test(reference)) {
    throw refuse.invalid("reference must be the UTR or the bank's reference: 4 to 40 letters, digits, / or -.");
  }
  return { amountPaise, receivedOn, reference };
}

/**
 * Records money staff saw arrive for a bank-transfer or UPI order, in one transaction with the order's row
 * locked: the payment, the order's payment status from the sum (short payments leave it part-paid), the audit
 * entry and the buyer's mail. Returns null when there is no such order.
 */
export async function recordPayment(
  context: { db: Db; config: MailConfig; actor: Actor },
  id: string,
  record: PaymentRecord,
): Promise<string | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return context.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ order: orders, recipient: recipientColumns })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, id))
      .for("update", { of: orders });
    if (!current) return null;
    const { order, recipient } = current;
    if (!isPrepaid(order.paymentMethod)) throw refuse.conflict("This order is paid in cash on delivery: there is no payment to record.");
    if (order.status === "cancelled") throw refuse.conflict("This order is cancelled: a payment for it is refunded, not recorded.");
    if (order.paymentStatus === "received") throw refuse.conflict("This order is already paid in full.");
    const payment = checkRecord(record, istDate(order.createdAt), istDate(new Date()));
    await tx.insert(orderPayments).values({ orderId: id, ...payment, actorId: context.actor.id });
    const [{ received }] = await tx
      .select({ received: sql<number>`coalesce(sum(${orderPayments.amountPaise}), 0)::int` })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, id));
    const status = paymentStatusOf(order.amountPaise, received);
    await tx
      .update(orders)
      .set({ paymentStatus: status, version: order.version + 1 })
      .where(eq(orders.id, id));
    await recordAudit(
      tx,
      context.actor,
      "order.payment",
      `${ORDER_KINDS[order.kind].auditName}:${id}`,
      { paymentStatus: order.paymentStatus },
      { paymentStatus: status, amount: paiseToRupees(payment.amountPaise), receivedOn: payment.receivedOn, reference: payment.reference },
    );
    await notifyPaymentReceived(tx, context.config, { ...order, paymentStatus: status }, recipient, {
      amountPaise: payment.amountPaise,
      receivedPaise: received,
      reference: payment.reference,
    });
    return order.kind;
  });
}
