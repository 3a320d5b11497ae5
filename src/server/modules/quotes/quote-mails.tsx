import { formatRupees } from "~/src/core/money";
import { orderNumber } from "~/src/core/order-rules";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { defineMessages } from "~/src/core/i18n";
import { buttonMail, compose, formatDateIST, greeting, LinesTable, linesText, Button, mailTotals } from "~/src/server/mail/layout";
import { mailLocale, userLanguage, type MailLocale } from "~/src/server/mail/mail-language";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";
import { PrepaidInstructions, prepaidMailParts, type PrepaidOrder } from "~/src/server/shared/prepaid-order";
import type { QuoteRow } from "./quote-store";

/**
 * The quotation mails, queued in the transaction of the change they tell about; the buyer's are in the language
 * of the account, else of the page the request was made on. The notice to the shop stays English.
 */

const text = defineMessages("mail.quotes", {
  requestedSubject: "We have your quotation request — {shop}",
  requestedThanks: "Thank you for asking us to quote for {institution}. We price it and send the quotation, with its PDF, within one working day.",
  requestedParts: "The parts you asked for:",
  requestedFollow: "Follow your request here: {link}",
  requestedButton: "See your request",
  requestedNote: "Anyone with this link can see the request and accept its quotation: forward it only to people who may.",
  sentSubject: "Quotation {number} from {shop}",
  sentAttached: "Our quotation {number} for {institution} is attached: {total} in all, GST included, valid until {date}.",
  sentRevised:
    "Our quotation {number} for {institution} is attached: {total} in all, GST included, valid until {date}. It replaces our earlier quotation for the same request.",
  sentHowToOrder: "To order, open it and accept it with your purchase-order number, choosing to pay by bank transfer, UPI or cash on delivery.",
  sentLink: "See and accept the quotation: {link}",
  sentButton: "See and accept the quotation",
  sentNote: "Anyone with this link can see the quotation and accept it: forward it only to people who may.",
  acceptedSubject: "Order #{number} from quotation {quotation}",
  acceptedIntro: "Thank you: quotation {quotation} is accepted, and we have your order #{number}.",
  acceptedIntroPo: "Thank you: quotation {quotation} is accepted against your purchase order {po}, and we have your order #{number}.",
  acceptedHeading: "Order #{number}:",
  payWithUpi: "Pay with a UPI app: {link}",
  cod: "You pay cash on delivery.",
  followHere: "Follow it here: {link}",
  seeOrder: "See your order",
});

export const quoteLink = (locale: Pick<MailLocale, "shopUrl">, id: string, key?: string) =>
  `${locale.shopUrl}/quotes/${id}${key ? `?key=${encodeURIComponent(key)}` : ""}`;

/** The buyer's language: the account's if there is one, else the page's the request came from. */
const buyerLocale = async (tx: DbOrTx, config: MailConfig, row: QuoteRow, userId = row.userId) =>
  mailLocale(config, await userLanguage(tx, userId, row.language));

const linesList = (row: QuoteRow) => row.lines.map((line) => `  ${line.name} × ${line.quantity}`).join("\n");

/** To the buyer, with the link that follows the request (the key is only in this mail), and a notice to the shop. */
export async function notifyQuoteRequested(tx: DbOrTx, config: MailConfig, row: QuoteRow, key: string) {
  const shop = await shopDetails(tx, config);
  const locale = await buyerLocale(tx, config, row);
  const { t } = locale;
  const link = quoteLink(locale, row.id, key);
  const buyer = buttonMail(shop, t(text.requestedSubject, { shop: shop.displayName }), {
    paragraphs: [
      greeting(row.contactName, t),
      t(text.requestedThanks, { institution: row.institution }),
      `${t(text.requestedParts)}\n${linesList(row)}`,
    ],
    linkLine: t(text.requestedFollow, { link }),
    button: { href: link, label: t(text.requestedButton) },
    note: t(text.requestedNote),
    language: locale.language,
  });
  await queueMail(tx, "quote-requested", row.email, buyer, row.userId);
  const staffLink = `${config.publicUrl}/admin/quotes/${row.id}`;
  const notice = buttonMail(shop, `Quotation request from ${row.institution}`, {
    paragraphs: [`${row.contactName} (${row.email}, ${row.phone}) asks for a quotation of ${row.lines.length} line(s) for ${row.institution}.`],
    linkLine: `Price and send it: ${staffLink}`,
    button: { href: staffLink, label: "Price the quotation" },
  });
  await queueMail(tx, "quote-notice", shop.email, notice);
}

/** The quotation, its PDF attached, with the link to accept it. */
export async function notifyQuoteSent(tx: DbOrTx, config: MailConfig, row: QuoteRow & { number: string }, key: string) {
  const shop = await shopDetails(tx, config);
  const locale = await buyerLocale(tx, config, row);
  const { t } = locale;
  const link = quoteLink(locale, row.id, key);
  const total = row.document ? formatRupees(Math.round(row.document.totals.total * 100)) : "";
  // English keeps the date as the quotation states it; a Hindi mail names the month.
  const date =
    locale.language === "en" || !row.validUntil
      ? String(row.validUntil)
      : formatDateIST(new Date(`${row.validUntil}T12:00:00+05:30`), locale.language);
  const values = { number: row.number, institution: row.institution, total, date };
  const mail = buttonMail(shop, t(text.sentSubject, { number: row.number, shop: shop.displayName }), {
    paragraphs: [greeting(row.contactName, t), t(row.version > 1 ? text.sentRevised : text.sentAttached, values), t(text.sentHowToOrder)],
    linkLine: t(text.sentLink, { link }),
    button: { href: link, label: t(text.sentButton) },
    note: t(text.sentNote),
    language: locale.language,
  });
  const attachments: MailAttachment[] = [{ kind: "quotation", number: row.number }];
  await queueMail(tx, "quote-sent", row.email, mail, row.userId, attachments);
}

/** The order made from an accepted quotation: its lines, and how to pay when it is paid ahead. */
export async function notifyQuoteAccepted(
  tx: DbOrTx,
  config: MailConfig,
  input: {
    row: QuoteRow & { number: string };
    orderId: string;
    lines: Array<{ name: string; quantity: number; amountPaise: number }>;
    deliveryChargePaise: number;
    amountPaise: number;
    /** The order, for how to pay it (written in the buyer's language). */
    prepaidOrder: PrepaidOrder;
    userId: string;
  },
) {
  const shop = await shopDetails(tx, config);
  const locale = await buyerLocale(tx, config, input.row, input.userId);
  const { t } = locale;
  const prepaid = await prepaidMailParts(tx, config, input.prepaidOrder, t);
  const number = orderNumber(input.orderId);
  const link = `${locale.shopUrl}/orders`;
  const totals = mailTotals(t, [
    ...(input.deliveryChargePaise > 0 ? ([["Delivery charges", input.deliveryChargePaise]] as Array<[string, number]>) : []),
    ["Total", input.amountPaise],
  ]);
  const quotation = input.row.number;
  const intro = input.row.poNumber
    ? t(text.acceptedIntroPo, { quotation, po: input.row.poNumber, number })
    : t(text.acceptedIntro, { quotation, number });
  const paying = prepaid.instructions.length > 0 ? prepaid : null;
  const paragraphs = [
    greeting(input.row.contactName, t),
    intro,
    `${t(text.acceptedHeading, { number })}\n${linesText(input.lines, totals)}`,
    ...(paying ? [...paying.instructions, ...(paying.upiLink ? [t(text.payWithUpi, { link: paying.upiLink })] : [])] : [t(text.cod)]),
    t(text.followHere, { link }),
  ];
  const mail = compose(
    shop,
    t(text.acceptedSubject, { number, quotation }),
    paragraphs,
    <>
      <p>{greeting(input.row.contactName, t)}</p>
      <p>{intro}</p>
      <LinesTable lines={input.lines} totals={totals} />
      {paying ? <PrepaidInstructions parts={paying} t={t} /> : <p>{t(text.cod)}</p>}
      <Button href={link}>{t(text.seeOrder)}</Button>
    </>,
    locale.language,
  );
  await queueMail(tx, "quote-accepted", input.row.email, mail, input.userId, prepaid.attachments);
}
