import { eq } from "drizzle-orm";
import { defineMessages } from "~/src/core/i18n";
import { amountRows, ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
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
  buttonMail,
  compose,
  formatDateIST,
  formatDateTimeIST,
  greeting,
  linesText,
  LinesTable,
  mailTotals,
  type ComposedMail,
  type MailLine,
  type ShopDetails,
} from "~/src/server/mail/layout";
import { MAIL_KINDS } from "~/src/server/mail/mail-kinds";
import { mailLocale, type MailLocale } from "~/src/server/mail/mail-language";
import { orderWords } from "~/src/server/mail/order-words";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";
import type { OrderRow, StoredOrder } from "./order-store";

/**
 * The order mails, for both kinds, composed from the order as it was just written (no second read) and
 * queued in the transaction of the change they tell about; nothing here sends.
 */

const text = defineMessages("mail.order", {
  receivedSubject: "We have received your {what} #{number}",
  introProforma: "Thank you for your {what}, placed on {date}. Your proforma invoice is attached.",
  introCod: "Thank you for your {what}, placed on {date}. You pay cash on delivery.",
  heading: "{title} #{number}",
  payWithUpi: "Pay with a UPI app: {link}",
  deliveryAddress: "Delivery address",
  estimate: "Estimated delivery: {date}.",
  followHere: "Follow it here: {link}",
  seeYour: "See your {what}",
  details: "Details: {link}",
  shippedSubject: "{title} #{number} is on its way",
  shipped: "Your {what} #{number} has been shipped with {courier}.",
  tracking: "Tracking number: {tracking}",
  deliveredSubject: "{title} #{number} has been delivered",
  delivered: "Your {what} #{number} has been delivered. We hope it serves your projects well.",
  cancelledSubject: "{title} #{number} has been cancelled",
  cancelled: "Your {what} #{number} has been cancelled. Nothing is due. If you did not expect this, reply to this mail or call us.",
  partPaidSubject: "We received {amount} for {what} #{number}",
  paidSubject: "{title} #{number} is paid",
  paymentReceived: "We received {amount} for your {what} #{number} (reference {reference}).",
  stillDue: "{due} is still due: please pay the rest as before, quoting {number}. We pack the order once it is paid in full.",
  paidInFull: "It is paid in full, and we are packing it now.",
  rtoSubject: "Your {what} #{number} came back to us",
  rtoBody: "The courier could not deliver your {what} #{number} and has brought it back to us ({reason}). We have cancelled it; nothing is due.",
  rtoAgain: "If you still want the items, you are welcome to order again, or reply to this mail and we will help.",
});

export interface OrderMailData {
  number: string;
  name: string;
  placedAt: Date;
  lines: MailLine[];
  totals: Array<[string, Paise]>;
  address: Address;
  estimatedDelivery: Date;
  link: string;
  kind: OrderKind;
  /** A bank-transfer or UPI order: how to pay (the proforma and the QR code go as attachments). */
  prepaid?: PrepaidMailParts;
}

export function orderReceivedMail(shop: ShopDetails, locale: MailLocale, order: OrderMailData): ComposedMail {
  const { t, language } = locale;
  const { what, title } = orderWords(t, order.kind);
  const number = order.number;
  const subject = t(text.receivedSubject, { what, number });
  const prepaid = order.prepaid && order.prepaid.instructions.length > 0 ? order.prepaid : null;
  const intro = t(prepaid ? text.introProforma : text.introCod, { what, date: formatDateTimeIST(order.placedAt, language) });
  const estimate = t(text.estimate, { date: formatDateIST(order.estimatedDelivery, language) });
  const heading = t(text.heading, { title, number });
  const totals = mailTotals(t, order.totals);
  const paragraphs = [
    greeting(order.name, t),
    intro,
    `${heading}:\n${linesText(order.lines, totals)}`,
    ...(prepaid ? [...prepaid.instructions, ...(prepaid.upiLink ? [t(text.payWithUpi, { link: prepaid.upiLink })] : [])] : []),
    `${t(text.deliveryAddress)}:\n${addressLines(order.address).join("\n")}`,
    estimate,
    t(text.followHere, { link: order.link }),
  ];
  return compose(
    shop,
    subject,
    paragraphs,
    <>
      <p>{greeting(order.name, t)}</p>
      <p>{intro}</p>
      <p style={{ fontWeight: 700, margin: "16px 0 4px" }}>{heading}</p>
      <LinesTable lines={order.lines} totals={totals} />
      {prepaid && <PrepaidInstructions parts={prepaid} t={t} />}
      <p style={{ fontWeight: 700, margin: "16px 0 4px" }}>{t(text.deliveryAddress)}</p>
      <p style={{ margin: 0 }}>
        {addressLines(order.address).map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </p>
      <p>{estimate}</p>
      <Button href={order.link}>{t(text.seeYour, { what })}</Button>
    </>,
    language,
  );
}

export interface StatusMailData {
  number: string;
  name: string;
  kind: OrderKind;
  link: string;
  courier?: string | null;
  trackingNumber?: string | null;
}

export function orderStatusMail(
  shop: ShopDetails,
  locale: MailLocale,
  status: "shipped" | "delivered" | "cancelled",
  order: StatusMailData,
): ComposedMail {
  const { t } = locale;
  const { what, title } = orderWords(t, order.kind);
  const values = { what, title, number: order.number };
  const details = {
    shipped: {
      subject: t(text.shippedSubject, values),
      lines: [t(text.shipped, { ...values, courier: order.courier ?? "" }), t(text.tracking, { tracking: order.trackingNumber ?? "" })],
    },
    delivered: { subject: t(text.deliveredSubject, values), lines: [t(text.delivered, values)] },
    cancelled: { subject: t(text.cancelledSubject, values), lines: [t(text.cancelled, values)] },
  }[status];
  return compose(
    shop,
    details.subject,
    [greeting(order.name, t), ...details.lines, t(text.details, { link: order.link })],
    <>
      <p>{greeting(order.name, t)}</p>
      {details.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button href={order.link}>{t(text.seeYour, { what })}</Button>
    </>,
    locale.language,
  );
}

/** The customer an order's mails go to, as read with the order. */
export interface Recipient {
  name: string;
  email: string;
  mailUpdates: boolean;
  deletedAt: Date | null;
  /** The account's language: its mails are written in it. */
  language: string;
}

export const recipientColumns = {
  name: users.name,
  email: users.email,
  mailUpdates: users.mailUpdates,
  deletedAt: users.deletedAt,
  language: users.language,
};

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
  const locale = mailLocale(config, user.language);
  const prepaid = await prepaidMailParts(tx, config, order, locale.t);
  const mail = orderReceivedMail(await shopDetails(tx, config), locale, {
    kind: order.kind,
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
    link: `${locale.shopUrl}${rules.customerPath(order.id)}`,
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
  const locale = mailLocale(config, user.language);
  const { t } = locale;
  const { what, title } = orderWords(t, order.kind);
  const number = orderNumber(order.id);
  const due = order.amountPaise - payment.receivedPaise;
  const amount = formatRupees(payment.amountPaise);
  const subject = due > 0 ? t(text.partPaidSubject, { amount, what, number }) : t(text.paidSubject, { title, number });
  const lines = [
    greeting(user.name, t),
    t(text.paymentReceived, { amount, what, number, reference: payment.reference }),
    due > 0 ? t(text.stillDue, { due: formatRupees(due), number }) : t(text.paidInFull),
  ];
  const link = `${locale.shopUrl}${rules.customerPath(order.id)}`;
  const mail = compose(
    await shopDetails(tx, config),
    subject,
    [...lines, t(text.details, { link })],
    <>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button href={link}>{t(text.seeYour, { what })}</Button>
    </>,
    locale.language,
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
  const locale = mailLocale(config, user.language);
  const mail = orderStatusMail(await shopDetails(tx, config), locale, status as keyof typeof STATUS_MAILS, {
    kind: order.kind,
    number: orderNumber(order.id),
    name: user.name,
    link: `${locale.shopUrl}${rules.customerPath(order.id)}`,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  });
  await queueMail(tx, mailKind, user.email, mail, order.userId, attachments);
}

/** A parcel the courier brought back undelivered: the order is cancelled, and the customer told why (staff's words). */
export async function notifyReturnedToOrigin(
  config: MailConfig,
  tx: DbOrTx,
  order: { id: string; kind: OrderKind; userId: string },
  customer: { name: string; email: string; language: string },
  reason: string,
) {
  const locale = mailLocale(config, customer.language);
  const { t } = locale;
  const link = `${locale.shopUrl}${ORDER_KINDS[order.kind].customerPath(order.id)}`;
  const values = { what: orderWords(t, order.kind).what, number: orderNumber(order.id), reason };
  const mail = buttonMail(await shopDetails(tx, config), t(text.rtoSubject, values), {
    paragraphs: [greeting(customer.name, t), t(text.rtoBody, values), t(text.rtoAgain)],
    linkLine: t(text.details, { link }),
    button: { href: link, label: t(text.seeYour, values) },
    language: locale.language,
  });
  await queueMail(tx, "order-returned-to-origin", customer.email, mail, order.userId);
}
