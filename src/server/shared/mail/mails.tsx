import type { Paise } from "~/src/core/money";
import type { Address } from "~/src/core/shapes/address";
import {
  addressLines,
  Button,
  formatDateIST,
  formatDateTimeIST,
  linesText,
  LinesTable,
  renderHtml,
  shopFooterText,
  type ComposedMail,
  type MailLine,
  type ShopDetails,
} from "./layout";

/** Every mail the shop writes. `essential` ones go whatever the customer's mail preference. */
export const MAIL_KINDS = {
  welcome: { essential: true },
  "order-received": { essential: true },
  "kit-order-received": { essential: true },
  "order-shipped": { essential: false },
  "order-delivered": { essential: false },
  "order-cancelled": { essential: true },
  "enquiry-received": { essential: true },
  "enquiry-notice": { essential: true },
  "staff-invitation": { essential: true },
  "password-reset": { essential: true },
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

function compose(shop: ShopDetails, subject: string, textParagraphs: string[], html: React.ReactNode): ComposedMail {
  return { subject, text: `${textParagraphs.join("\n\n")}\n\n${shopFooterText(shop)}\n`, html: renderHtml(shop, subject, html) };
}

const greeting = (name: string) => `Hello ${name.trim() || "there"},`;

export function welcomeMail(shop: ShopDetails, { name, shopUrl }: { name: string; shopUrl: string }): ComposedMail {
  const subject = `Welcome to ${shop.displayName}`;
  const lines = [
    greeting(name),
    `Your ${shop.displayName} account is ready. Browse components, build a kit for your lab and order with cash on delivery.`,
    `Shop: ${shopUrl}/collections`,
  ];
  return compose(
    shop,
    subject,
    lines,
    <>
      <p>{lines[0]}</p>
      <p>{lines[1]}</p>
      <Button href={`${shopUrl}/collections`}>Start shopping</Button>
    </>,
  );
}

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
}

export function orderReceivedMail(shop: ShopDetails, order: OrderMailData): ComposedMail {
  const subject = `We have received your ${order.what} #${order.number}`;
  const intro = `Thank you for your ${order.what}, placed on ${formatDateTimeIST(order.placedAt)}. You pay cash on delivery.`;
  const estimate = `Estimated delivery: ${formatDateIST(order.estimatedDelivery)}.`;
  const text = [
    greeting(order.name),
    intro,
    `${order.what[0].toUpperCase()}${order.what.slice(1)} #${order.number}:\n${linesText(order.lines, order.totals)}`,
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

export interface EnquiryMailData {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  receivedAt: Date;
}

export function enquiryReceivedMail(shop: ShopDetails, enquiry: EnquiryMailData): ComposedMail {
  const subject = `We have your message — ${shop.displayName}`;
  const lines = [
    greeting(enquiry.name),
    `Thank you for writing to us. We answer within one working day, at this address or by phone (${shop.phone}).`,
    `Your message, received ${formatDateTimeIST(enquiry.receivedAt)}:\n${enquiry.message}`,
  ];
  return compose(
    shop,
    subject,
    lines,
    <>
      <p>{lines[0]}</p>
      <p>{lines[1]}</p>
      <p style={{ margin: "16px 0 4px", fontWeight: 700 }}>Your message, received {formatDateTimeIST(enquiry.receivedAt)}</p>
      <blockquote style={{ margin: 0, padding: "8px 12px", borderLeft: "3px solid #cbd5e1", whiteSpace: "pre-wrap" }}>{enquiry.message}</blockquote>
    </>,
  );
}

export function enquiryNoticeMail(shop: ShopDetails, enquiry: EnquiryMailData, inboxLink: string): ComposedMail {
  const subject = `New enquiry from ${enquiry.name}`;
  const from = `${enquiry.name} <${enquiry.email}>${enquiry.phone ? `, phone ${enquiry.phone}` : ""}`;
  const lines = [
    `A new enquiry arrived on ${formatDateTimeIST(enquiry.receivedAt)} from ${from}:`,
    enquiry.message,
    `Answer it from the inbox: ${inboxLink}`,
  ];
  return compose(
    shop,
    subject,
    lines,
    <>
      <p>{lines[0]}</p>
      <blockquote style={{ margin: 0, padding: "8px 12px", borderLeft: "3px solid #cbd5e1", whiteSpace: "pre-wrap" }}>{enquiry.message}</blockquote>
      <Button href={inboxLink}>Open the inbox</Button>
    </>,
  );
}

export function staffInvitationMail(shop: ShopDetails, { role, link, expiresAt }: { role: string; link: string; expiresAt: Date }): ComposedMail {
  const subject = `You are invited to run ${shop.displayName}`;
  const lines = [
    "Hello,",
    `You have been invited to join ${shop.displayName} as ${role === "owner" ? "an owner" : "staff"}. Open the link to accept; it works once, until ${formatDateTimeIST(expiresAt)}.`,
    link,
  ];
  return compose(
    shop,
    subject,
    lines,
    <>
      <p>{lines[0]}</p>
      <p>{lines[1]}</p>
      <Button href={link}>Accept the invitation</Button>
    </>,
  );
}

export function passwordResetMail(shop: ShopDetails, { name, link }: { name: string; link: string }): ComposedMail {
  const subject = `Reset your ${shop.displayName} password`;
  const lines = [
    greeting(name),
    "Someone (we hope you) asked to reset the password of your account. Open this link within one hour to choose a new one; it works once:",
    link,
    "If you did not ask, ignore this mail: your password stays as it is.",
  ];
  return compose(
    shop,
    subject,
    lines,
    <>
      <p>{lines[0]}</p>
      <p>{lines[1]}</p>
      <Button href={link}>Choose a new password</Button>
      <p style={{ fontSize: 13, color: "#475569" }}>{lines[3]}</p>
    </>,
  );
}
