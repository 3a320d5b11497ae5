import type { DbOrTx } from "~/src/server/db/client";
import { Button, compose, formatDateTimeIST, greeting, type ComposedMail, type ShopDetails } from "~/src/server/mail/layout";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

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

/** The customer's receipt, and a notice to the shop's own address (from its settings). */
export async function notifyEnquiry(tx: DbOrTx, config: MailConfig, enquiry: EnquiryMailData) {
  const shop = await shopDetails(tx, config);
  await queueMail(tx, "enquiry-received", enquiry.email, enquiryReceivedMail(shop, enquiry));
  await queueMail(tx, "enquiry-notice", shop.email, enquiryNoticeMail(shop, enquiry, `${config.publicUrl}/admin/inbox`));
}
