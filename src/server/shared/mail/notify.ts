import { asc, eq } from "drizzle-orm";
import { salePrice } from "~/src/core/pricing";
import { estimatedDelivery, orderNumber } from "~/src/core/order-rules";
import type { OrderKind } from "~/src/core/staff";
import type { DbOrTx } from "~/src/server/db/client";
import { kitOrderItems, kitOrders, orderItems, orders, users } from "~/src/server/db/schema";
import {
  enquiryNoticeMail,
  enquiryReceivedMail,
  MAIL_KINDS,
  orderReceivedMail,
  orderStatusMail,
  passwordResetMail,
  staffInvitationMail,
  welcomeMail,
  type EnquiryMailData,
} from "./mails";
import { queueMail, shopDetails, type MailConfig } from "./outbox";

/**
 * The shop's mails, each queued in the transaction of the change it tells about. Callers pass their
 * transaction; nothing here sends.
 */

async function customer(tx: DbOrTx, userId: string) {
  const [user] = await tx
    .select({ name: users.name, email: users.email, mailUpdates: users.mailUpdates, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user && !user.deletedAt ? user : undefined;
}

export async function notifyWelcome(tx: DbOrTx, config: MailConfig, user: { id: string; name: string; email: string }) {
  const mail = welcomeMail(await shopDetails(tx, config), { name: user.name, shopUrl: config.publicUrl });
  await queueMail(tx, "welcome", user.email, mail, user.id);
}

export async function notifyOrderReceived(tx: DbOrTx, config: MailConfig, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const user = await customer(tx, order.userId);
  if (!user) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const mail = orderReceivedMail(await shopDetails(tx, config), {
    what: "order",
    number: orderNumber(order.id),
    name: user.name,
    placedAt: order.createdAt,
    lines: items.map((item) => ({ name: item.name, quantity: item.quantity, amountPaise: item.unitPricePaise * item.quantity })),
    totals: [
      ["Subtotal", order.subtotalPaise],
      ["Packaging and Utility Charges", order.deliveryFeePaise],
      ["Total", order.amountPaise],
    ],
    address: order.address,
    estimatedDelivery: estimatedDelivery(order.createdAt),
    link: `${config.publicUrl}/orders`,
  });
  await queueMail(tx, "order-received", user.email, mail, order.userId);
}

export async function notifyKitOrderReceived(tx: DbOrTx, config: MailConfig, kitOrderId: string) {
  const [order] = await tx.select().from(kitOrders).where(eq(kitOrders.id, kitOrderId));
  const user = await customer(tx, order.userId);
  if (!user) return;
  const items = await tx.select().from(kitOrderItems).where(eq(kitOrderItems.kitOrderId, kitOrderId)).orderBy(asc(kitOrderItems.position));
  const mail = orderReceivedMail(await shopDetails(tx, config), {
    what: "kit order",
    number: orderNumber(order.id),
    name: user.name,
    placedAt: order.createdAt,
    lines: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      amountPaise: salePrice(item.pricePaise, item.discount) * item.quantity,
    })),
    totals: [
      ["Total", order.totalPaise],
      ["Kit discount", -order.discountPaise],
      ["Final price", order.finalPaise],
    ],
    address: order.address,
    estimatedDelivery: estimatedDelivery(order.createdAt),
    link: `${config.publicUrl}/kit-orders/${order.id}`,
  });
  await queueMail(tx, "kit-order-received", user.email, mail, order.userId);
}

const STATUS_MAILS = { shipped: "order-shipped", delivered: "order-delivered", cancelled: "order-cancelled" } as const;

/** Shipped, delivered and cancelled are told; shipping and delivery only to customers who want updates. */
export async function notifyStatusChange(tx: DbOrTx, config: MailConfig, kind: OrderKind, orderId: string, status: string) {
  if (!(status in STATUS_MAILS)) return;
  const mailKind = STATUS_MAILS[status as keyof typeof STATUS_MAILS];
  const table = kind === "order" ? orders : kitOrders;
  const [order] = await tx
    .select({ userId: table.userId, courier: table.courier, trackingNumber: table.trackingNumber })
    .from(table)
    .where(eq(table.id, orderId));
  const user = await customer(tx, order.userId);
  if (!user || (!MAIL_KINDS[mailKind].essential && !user.mailUpdates)) return;
  const mail = orderStatusMail(await shopDetails(tx, config), status as keyof typeof STATUS_MAILS, {
    what: kind === "order" ? "order" : "kit order",
    number: orderNumber(orderId),
    name: user.name,
    link: kind === "order" ? `${config.publicUrl}/orders` : `${config.publicUrl}/kit-orders/${orderId}`,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  });
  await queueMail(tx, mailKind, user.email, mail, order.userId);
}

/** The customer's receipt, and a notice to the shop's own address (from its settings). */
export async function notifyEnquiry(tx: DbOrTx, config: MailConfig, enquiry: EnquiryMailData) {
  const shop = await shopDetails(tx, config);
  await queueMail(tx, "enquiry-received", enquiry.email, enquiryReceivedMail(shop, enquiry));
  await queueMail(tx, "enquiry-notice", shop.email, enquiryNoticeMail(shop, enquiry, `${config.publicUrl}/admin/inbox`));
}

export async function notifyInvitation(tx: DbOrTx, config: MailConfig, invitation: { email: string; role: string; path: string; expiresAt: Date }) {
  const mail = staffInvitationMail(await shopDetails(tx, config), {
    role: invitation.role,
    link: `${config.publicUrl}${invitation.path}`,
    expiresAt: invitation.expiresAt,
  });
  await queueMail(tx, "staff-invitation", invitation.email, mail);
}

export async function notifyPasswordReset(tx: DbOrTx, config: MailConfig, user: { id: string; name: string; email: string }, token: string) {
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await queueMail(tx, "password-reset", user.email, passwordResetMail(await shopDetails(tx, config), { name: user.name, link }), user.id);
}
