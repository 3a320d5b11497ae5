import { formatRupees } from "~/src/core/money";
import { orderNumber } from "~/src/core/order-rules";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { buttonMail, compose, greeting, LinesTable, linesText, Button } from "~/src/server/mail/layout";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";
import { PrepaidInstructions, type PrepaidMailParts } from "~/src/server/shared/prepaid-order";
import type { QuoteRow } from "./quote-store";

/** The quotation mails, queued in the transaction of the change they tell about. */

export const quoteLink = (config: MailConfig, id: string, key?: string) =>
  `${config.publicUrl}/quotes/${id}${key ? `?key=${encodeURIComponent(key)}` : ""}`;

const linesList = (row: QuoteRow) => row.lines.map((line) => `  ${line.name} × ${line.quantity}`).join("\n");

/** To the buyer, with the link that follows the request (the key is only in this mail), and a notice to the shop. */
export async function notifyQuoteRequested(tx: DbOrTx, config: MailConfig, row: QuoteRow, key: string) {
  const shop = await shopDetails(tx, config);
  const link = quoteLink(config, row.id, key);
  const buyer = buttonMail(shop, `We have your quotation request — ${shop.displayName}`, {
    paragraphs: [
      greeting(row.contactName),
      `Thank you for asking us to quote for ${row.institution}. We price it and send the quotation, with its PDF, within one working day.`,
      `The parts you asked for:\n${linesList(row)}`,
    ],
    linkLine: `Follow your request here: ${link}`,
    button: { href: link, label: "See your request" },
    note: "Anyone with this link can see the request and accept its quotation: forward it only to people who may.",
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
  const link = quoteLink(config, row.id, key);
  const total = row.document ? formatRupees(Math.round(row.document.totals.total * 100)) : "";
  const revised = row.version > 1 ? ` It replaces our earlier quotation for the same request.` : "";
  const mail = buttonMail(shop, `Quotation ${row.number} from ${shop.displayName}`, {
    paragraphs: [
      greeting(row.contactName),
      `Our quotation ${row.number} for ${row.institution} is attached: ${total} in all, GST included, valid until ${row.validUntil}.${revised}`,
      "To order, open it and accept it with your purchase-order number, choosing to pay by bank transfer, UPI or cash on delivery.",
    ],
    linkLine: `See and accept the quotation: ${link}`,
    button: { href: link, label: "See and accept the quotation" },
    note: "Anyone with this link can see the quotation and accept it: forward it only to people who may.",
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
    prepaid: PrepaidMailParts;
    userId: string;
  },
) {
  const shop = await shopDetails(tx, config);
  const number = orderNumber(input.orderId);
  const link = `${config.publicUrl}/orders`;
  const totals: Array<[string, number]> = [
    ...(input.deliveryChargePaise > 0 ? ([["Delivery charges", input.deliveryChargePaise]] as Array<[string, number]>) : []),
    ["Total", input.amountPaise],
  ];
  const po = input.row.poNumber ? ` against your purchase order ${input.row.poNumber}` : "";
  const intro = `Thank you: quotation ${input.row.number} is accepted${po}, and we have your order #${number}.`;
  const paying = input.prepaid.instructions.length > 0 ? input.prepaid : null;
  const text = [
    greeting(input.row.contactName),
    intro,
    `Order #${number}:\n${linesText(input.lines, totals)}`,
    ...(paying ? [...paying.instructions, ...(paying.upiLink ? [`Pay with a UPI app: ${paying.upiLink}`] : [])] : ["You pay cash on delivery."]),
    `Follow it here: ${link}`,
  ];
  const mail = compose(
    shop,
    `Order #${number} from quotation ${input.row.number}`,
    text,
    <>
      <p>{greeting(input.row.contactName)}</p>
      <p>{intro}</p>
      <LinesTable lines={input.lines} totals={totals} />
      {paying ? <PrepaidInstructions parts={paying} /> : <p>You pay cash on delivery.</p>}
      <Button href={link}>See your order</Button>
    </>,
  );
  await queueMail(tx, "quote-accepted", input.row.email, mail, input.userId, input.prepaid.attachments);
}
