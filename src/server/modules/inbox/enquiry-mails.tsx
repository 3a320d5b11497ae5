import { defineMessages } from "~/src/core/i18n";
import type { DbOrTx } from "~/src/server/db/client";
import { Button, compose, formatDateTimeIST, greeting, type ComposedMail, type ShopDetails } from "~/src/server/mail/layout";
import { mailLocale, type MailLocale } from "~/src/server/mail/mail-language";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";

export interface EnquiryMailData {
  name: string;
  email: string;
  phone?: string | null;
  message: string;
  receivedAt: Date;
}

const text = defineMessages("mail.enquiry", {
  subject: "We have your message — {shop}",
  thanks: "Thank you for writing to us. We answer within one working day, at this address or by phone ({phone}).",
  yourMessage: "Your message, received {date}",
});

/** The sender's receipt, in the language of the page the enquiry came from; the notice to the shop below stays English. */
export function enquiryReceivedMail(shop: ShopDetails, locale: MailLocale, enquiry: EnquiryMailData): ComposedMail {
  const { t, language } = locale;
  const received = t(text.yourMessage, { date: formatDateTimeIST(enquiry.receivedAt, language) });
  const lines = [greeting(enquiry.name, t), t(text.thanks, { phone: shop.phone }), `${received}:\n${enquiry.message}`];
  return compose(
    shop,
    t(text.subject, { shop: shop.displayName }),
    lines,
    <>
      <p>{lines[0]}</p>
      <p>{lines[1]}</p>
      <p style={{ margin: "16px 0 4px", fontWeight: 700 }}>{received}</p>
      <blockquote style={{ margin: 0, padding: "8px 12px", borderLeft: "3px solid #cbd5e1", whiteSpace: "pre-wrap" }}>{enquiry.message}</blockquote>
    </>,
    language,
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
export async function notifyEnquiry(tx: DbOrTx, config: MailConfig, enquiry: EnquiryMailData, language: string) {
  const shop = await shopDetails(tx, config);
  await queueMail(tx, "enquiry-received", enquiry.email, enquiryReceivedMail(shop, mailLocale(config, language), enquiry));
  await queueMail(tx, "enquiry-notice", shop.email, enquiryNoticeMail(shop, enquiry, `${config.publicUrl}/admin/inbox`));
}
