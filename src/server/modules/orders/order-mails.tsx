import { eq } from "drizzle-orm";
import { amountRows, ORDER_KINDS } from "~/src/core/order-kinds";
import { estimatedDelivery, orderNumber } from "~/src/core/order-rules";
import { formatRupees, type Paise } from "~/src/core/money";
import { PrepaidInstructions, prepaidMailParts, type PrepaidMailParts } from "~/src/server/shared/prepaid-order";
import type { Address } from "~/src/core/shapes/address";
import type { DbOrTx } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { addressLines } from "~/src/core/address-lines";
import {
  Button,
  compose,
  formatDateIST,
  formatDateTimeIST,
  greeting,
  linesText,
  LinesTable,
  type ComposedMail,
  type MailLine,
  type ShopDetails,
} from "~/src/server/mail/layout";
import { MAIL_KINDS } from "~/src/server/mail/mail-kinds";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";
import type { OrderRow, StoredOrder } from "./order-store";

/**
 * The order mails, for both kinds, composed from the order as it was just written (no second read) and
 * queued in the transaction of the change they tell about; nothing here sends.
 */

export interface OrderMailData {
  number: string;
  name: string;
  placedAt: Date;
  lines: MailLine[];
  totals: Array<[string, Paise]>;
  address: Address;
  estimatedDelivery: Date;
  link: string;
  /** "order" or "kit order", as the customer knows it. */
  what: string;
  /** A bank-transfer or UPI order: how to pay (the proforma and the QR code go as attachments). */
  prepaid?: PrepaidMailParts;
}

export function orderReceivedMail(shop: ShopDetails, order: OrderMailData): ComposedMail {
  const subject = `We have received your ${order.what} #${order.number}`;
  const prepaid = order.prepaid && order.prepaid.instructions.length > 0 ? order.prepaid : null;
  const intro = `Thank you for your ${order.what}, placed on ${formatDateTimeIST(order.placedAt)}. ${prepaid ? "Your proforma invoice is attached." : "You pay cash on delivery."}`;
  const estimate = `Estimated delivery: ${formatDateIST(order.estimatedDelivery)}.`;
  const text = [
    greeting(order.name),
    intro,
    `${order.what[0].toUpperCase()}${order.what.slice(1)} #${order.number}:\n${linesText(order.lines, order.totals)}`,
    ...(prepaid ? [...prepaid.instructions, ...(prepaid.upiLink ? [`Pay with a UPI app: ${prepaid.upiLink}`] : [])] : []),
    `Delivery address:\n${addressLines(order.address).join("\n")}`,
    estimate,
    `Follow it here: ${order.link}`,
  ];
  return compose(
    shop,
    subject,
    text,
    <>
      <p>{greeting(order.name)}</p>
      <p>{intro}</p>
      <p style={{ fontWeight: 700, margin: "16px 0 4px" }}>
        {order.what[0].toUpperCase() + order.what.slice(1)} #{order.number}
      </p>
      <LinesTable lines={order.lines} totals={order.totals} />
      {prepaid && <PrepaidInstructions parts={prepaid} />}
      <p style={{ fontWeight: 700, margin: "16px 0 4px" }}>Delivery address</p>
      <p style={{ margin: 0 }}>
        {addressLines(order.address).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </p>
      <p>{estimate}</p>
      <Button href={order.link}>See your {order.what}</Button>
    </>,
  );
}

export interface StatusMailData {
  number: string;
  name: string;
  what: string;
  link: string;
  courier?: string | null;
  trackingNumber?: string | null;
}

export function orderStatusMail(shop: ShopDetails, status: "shipped" | "delivered" | "cancelled", order: StatusMailData): ComposedMail {
  const title = `${order.what[0].toUpperCase()}${order.what.slice(1)} #${order.number}`;
  const details = {
    shipped: {
      subject: `${title} is on its way`,
      lines: [`Your ${order.what} #${order.number} has been shipped with ${order.courier}.`, `Tracking number: ${order.trackingNumber}`],
    },
    delivered: {
      subject: `${title} has been delivered`,
      lines: [`Your ${order.what} #${order.number} has been delivered. We hope it serves your projects well.`],
    },
    cancelled: {
      subject: `${title} has been cancelled`,
      lines: [`Your ${order.what} #${order.number} has been cancelled. Nothing is due. If you did not expect this, reply to this mail or call us.`],
    },
  }[status];
  return compose(
    shop,
    details.subject,
    [greeting(order.name), ...details.lines, `Details: ${order.link}`],
    <>
      <p>{greeting(order.name)}</p>
      {details.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button href={order.link}>See your {order.what}</Button>
    </>,
  );
}

/** The customer an order's mails go to, as read with the order. */
export interface Recipient {
  name: string;
  email: string;
  mailUpdates: boolean;
  deletedAt: Date | null;
}

export const recipientColumns = { name: users.name, email: users.email, mailUpdates: users.mailUpdates, deletedAt: users.deletedAt };

async function recipientOf(tx: DbOrTx, userId: string): Promise<Recipient | undefined> {
  const [user] = await tx.select(recipientColumns).from(users).where(eq(users.id, userId));
  return user;
}

/** Nobody is written to once the account is deleted. */
const reachable = (user: Recipient | undefined) => (user && !user.deletedAt ? user : undefined);

const PLACED_MAILS = { component: "order-received", kit: "kit-order-received" } as const;

export async function notifyOrderPlaced(tx: DbOrTx, config: MailConfig, order: StoredOrder) {
  const user = reachable(await recipientOf(tx, order.userId));
  if (!user) return;
  const rules = ORDER_KINDS[order.kind];
  const prepaid = await prepaidMailParts(tx, config, order);
  const mail = orderReceivedMail(await shopDetails(tx, config), {
    what: rules.noun,
    number: orderNumber(order.id),
    name: user.name,
    placedAt: order.createdAt,
    lines: order.lines.map((line) => ({ name: line.name, quantity: line.quantity, amountPaise: line.salePricePaise * line.quantity })),
    totals: amountRows(order.kind, {
      subtotal: order.subtotalPaise,
      discount: order.discountPaise,
      deliveryFee: order.deliveryFeePaise,
      amount: order.amountPaise,
    }),
    address: order.address,
    // Noon in India on the day decided when the order was placed (its zone's days included).
    estimatedDelivery: order.estimatedDelivery ? new Date(`${order.estimatedDelivery}T12:00:00+05:30`) : estimatedDelivery(order.createdAt),
    link: `${config.publicUrl}${rules.customerPath(order.id)}`,
    prepaid,
  });
  await queueMail(tx, PLACED_MAILS[order.kind], user.email, mail, order.userId, prepaid.attachments);
}

/** A bank transfer or UPI payment staff recorded: what came in, and whether anything is still due. */
export async function notifyPaymentReceived(
  tx: DbOrTx,
  config: MailConfig,
  order: OrderRow,
  recipient: Recipient,
  payment: { amountPaise: Paise; receivedPaise: Paise; reference: string },
) {
  const user = reachable(recipient);
  if (!user) return;
  const rules = ORDER_KINDS[order.kind];
  const number = orderNumber(order.id);
  const due = order.amountPaise - payment.receivedPaise;
  const subject = due > 0 ? `We received ${formatRupees(payment.amountPaise)} for ${rules.noun} #${number}` : `${rules.title} #${number} is paid`;
  const lines = [
    greeting(user.name),
    `We received ${formatRupees(payment.amountPaise)} for your ${rules.noun} #${number} (reference ${payment.reference}).`,
    due > 0
      ? `${formatRupees(due)} is still due: please pay the rest as before, quoting ${number}. We pack the order once it is paid in full.`
      : "It is paid in full, and we are packing it now.",
  ];
  const link = `${config.publicUrl}${rules.customerPath(order.id)}`;
  const mail = compose(
    await shopDetails(tx, config),
    subject,
    [...lines, `Details: ${link}`],
    <>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button href={link}>See your {rules.noun}</Button>
    </>,
  );
  await queueMail(tx, "payment-received", user.email, mail, order.userId);
}

const STATUS_MAILS = { shipped: "order-shipped", delivered: "order-delivered", cancelled: "order-cancelled" } as const;

/** Shipped, delivered and cancelled are told; shipping and delivery only to customers who want updates. */
export async function notifyStatusChange(tx: DbOrTx, config: MailConfig, order: OrderRow, recipient: Recipient, attachments: MailAttachment[] = []) {
  const status = order.status;
  if (!(status in STATUS_MAILS)) return;
  const mailKind = STATUS_MAILS[status as keyof typeof STATUS_MAILS];
  const user = reachable(recipient);
  if (!user || (!MAIL_KINDS[mailKind].essential && !user.mailUpdates)) return;
  const rules = ORDER_KINDS[order.kind];
  const mail = orderStatusMail(await shopDetails(tx, config), status as keyof typeof STATUS_MAILS, {
    what: rules.noun,
    number: orderNumber(order.id),
    name: user.name,
    link: `${config.publicUrl}${rules.customerPath(order.id)}`,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  });
  await queueMail(tx, mailKind, user.email, mail, order.userId, attachments);
}
