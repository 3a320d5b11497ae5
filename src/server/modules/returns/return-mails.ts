import { defineMessages, type Translate } from "~/src/core/i18n";
import { formatRupees } from "~/src/core/money";
import { ORDER_KINDS } from "~/src/core/order-kinds";
import { orderNumber } from "~/src/core/order-rules";
import type { RefundMethod, ReturnReason, ReturnStatus } from "~/src/core/returns";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { buttonMail, greeting } from "~/src/server/mail/layout";
import type { MailKind } from "~/src/server/mail/mail-kinds";
import { mailLocale, userLanguage } from "~/src/server/mail/mail-language";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";
import { orderWords } from "~/src/server/mail/order-words";
import type { StoredReturn } from "./return-store";

/**
 * The customer's mail at each step of a return, queued in the transaction of the step, in the account's
 * language. Refund details appear only masked: a mail travels through servers the shop does not control.
 */

const MAIL_OF: Record<ReturnStatus, MailKind> = {
  requested: "return-requested",
  approved: "return-approved",
  rejected: "return-rejected",
  received: "return-received",
  refunded: "return-refunded",
};

const text = defineMessages("mail.returns", {
  reasonDamaged: "Damaged or defective",
  reasonWrongItem: "Wrong item sent",
  reasonNotAsDescribed: "Not as described",
  reasonNotNeeded: "No longer needed",
  toUpi: "UPI ID {upi}",
  toBank: "bank account {account} ({ifsc})",
  requestedSubject: "We have your return request for {what} #{number}",
  requestedItems: "You asked to return: {items}. Reason: {reason}.",
  requestedRefund: "Once the items are back with us we refund {total} to your {refundTo}.",
  requestedNext: "We will write again within two working days with how the items will be collected.",
  approvedSubject: "Your return for {what} #{number} is approved",
  approvedItems: "We accept the return of {items}.",
  approvedHow: "How to send them back: {note}",
  approvedRefund: "Refund due: {total} to your {refundTo}.",
  rejectedSubject: "We could not accept your return for {what} #{number}",
  rejectedItems: "We are sorry: the return of {items} was not accepted.",
  rejectedWhy: "Why: {note}",
  rejectedTalk: "Reply to this mail if you would like to talk it over.",
  receivedSubject: "We have received your return for {what} #{number}",
  receivedItems: "The items are back with us: {items}.",
  receivedRefund: "We are refunding {total} to your {refundTo}.",
  receivedCreditNote: "Credit note {creditNote} is attached for your records.",
  refundedSubject: "Your refund of {total} for {what} #{number} is paid",
  refundedPaid: "We have paid {total} to your {refundTo}.",
  refundedReference: "Payment reference (UTR): {reference}.",
  follow: "Follow your return: {link}",
  see: "See your return",
});

const REASONS: Record<ReturnReason, keyof typeof text> = {
  damaged: "reasonDamaged",
  "wrong-item": "reasonWrongItem",
  "not-as-described": "reasonNotAsDescribed",
  "not-needed": "reasonNotNeeded",
};

function refundToText(method: RefundMethod, t: Translate): string {
  return "upi" in method ? t(text.toUpi, { upi: method.upi }) : t(text.toBank, { account: method.bank.account, ifsc: method.bank.ifsc });
}

function paragraphsFor(
  t: Translate,
  stored: StoredReturn,
  what: string,
  number: string,
  staffNote: string | undefined,
): { subject: string; paragraphs: string[] } {
  const total = formatRupees(stored.refundGoodsPaise + stored.refundDeliveryPaise);
  const items = stored.lines.map((line) => `${line.name} × ${line.quantity}`).join(", ");
  const values = { what, number, total, items, refundTo: refundToText(stored.refundMethodMasked, t), note: staffNote ?? "" };
  switch (stored.status) {
    case "requested":
      return {
        subject: t(text.requestedSubject, values),
        paragraphs: [
          t(text.requestedItems, { items, reason: t(text[REASONS[stored.reason]]) }),
          t(text.requestedRefund, values),
          t(text.requestedNext),
        ],
      };
    case "approved":
      return {
        subject: t(text.approvedSubject, values),
        paragraphs: [t(text.approvedItems, values), t(text.approvedHow, values), t(text.approvedRefund, values)],
      };
    case "rejected":
      return {
        subject: t(text.rejectedSubject, values),
        paragraphs: [t(text.rejectedItems, values), t(text.rejectedWhy, values), t(text.rejectedTalk)],
      };
    case "received":
      return {
        subject: t(text.receivedSubject, values),
        paragraphs: [
          t(text.receivedItems, values),
          t(text.receivedRefund, values),
          ...(stored.creditNote ? [t(text.receivedCreditNote, { creditNote: stored.creditNote.number })] : []),
        ],
      };
    case "refunded":
      return {
        subject: t(text.refundedSubject, values),
        paragraphs: [t(text.refundedPaid, values), t(text.refundedReference, { reference: stored.refundReference ?? "" })],
      };
  }
}

export async function notifyReturnStep(tx: DbOrTx, config: MailConfig, stored: StoredReturn, staffNote?: string) {
  if (stored.customerDeletedAt) return;
  const locale = mailLocale(config, await userLanguage(tx, stored.userId));
  const { t } = locale;
  const number = orderNumber(stored.orderId);
  const { subject, paragraphs } = paragraphsFor(t, stored, orderWords(t, stored.kind).what, number, staffNote);
  const link = `${locale.shopUrl}${ORDER_KINDS[stored.kind].customerPath(stored.orderId)}`;
  const mail = buttonMail(await shopDetails(tx, config), subject, {
    paragraphs: [greeting(stored.customer.name, t), ...paragraphs],
    linkLine: t(text.follow, { link }),
    button: { href: link, label: t(text.see) },
    language: locale.language,
  });
  const attachments: MailAttachment[] =
    stored.status === "received" && stored.creditNote ? [{ kind: "credit-note", number: stored.creditNote.number }] : [];
  await queueMail(tx, MAIL_OF[stored.status], stored.customer.email, mail, stored.userId, attachments);
}
