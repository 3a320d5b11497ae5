import { formatRupees } from "~/src/core/money";
import { ORDER_KINDS } from "~/src/core/order-kinds";
import { orderNumber } from "~/src/core/order-rules";
import { RETURN_REASON_LABELS, type RefundMethod, type ReturnStatus } from "~/src/core/returns";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { buttonMail, greeting } from "~/src/server/mail/layout";
import type { MailKind } from "~/src/server/mail/mail-kinds";
import { queueMail, shopDetails, type MailConfig } from "~/src/server/mail/outbox";
import type { StoredReturn } from "./return-store";

/**
 * The customer's mail at each step of a return, queued in the transaction of the step. Refund details appear
 * only masked: a mail travels through servers the shop does not control.
 */

const MAIL_OF: Record<ReturnStatus, MailKind> = {
  requested: "return-requested",
  approved: "return-approved",
  rejected: "return-rejected",
  received: "return-received",
  refunded: "return-refunded",
};

export function refundToText(method: RefundMethod): string {
  return "upi" in method ? `UPI ID ${method.upi}` : `bank account ${method.bank.account} (${method.bank.ifsc})`;
}

function paragraphsFor(stored: StoredReturn, what: string, number: string, staffNote: string | undefined): { subject: string; paragraphs: string[] } {
  const total = formatRupees(stored.refundGoodsPaise + stored.refundDeliveryPaise);
  const items = stored.lines.map((line) => `${line.name} × ${line.quantity}`).join(", ");
  const refundTo = refundToText(stored.refundMethodMasked);
  switch (stored.status) {
    case "requested":
      return {
        subject: `We have your return request for ${what} #${number}`,
        paragraphs: [
          `You asked to return: ${items}. Reason: ${RETURN_REASON_LABELS[stored.reason]}.`,
          `Once the items are back with us we refund ${total} to your ${refundTo}.`,
          "We will write again within two working days with how the items will be collected.",
        ],
      };
    case "approved":
      return {
        subject: `Your return for ${what} #${number} is approved`,
        paragraphs: [`We accept the return of ${items}.`, `How to send them back: ${staffNote ?? ""}`, `Refund due: ${total} to your ${refundTo}.`],
      };
    case "rejected":
      return {
        subject: `We could not accept your return for ${what} #${number}`,
        paragraphs: [
          `We are sorry: the return of ${items} was not accepted.`,
          `Why: ${staffNote ?? ""}`,
          "Reply to this mail if you would like to talk it over.",
        ],
      };
    case "received":
      return {
        subject: `We have received your return for ${what} #${number}`,
        paragraphs: [
          `The items are back with us: ${items}.`,
          `We are refunding ${total} to your ${refundTo}.`,
          ...(stored.creditNote ? [`Credit note ${stored.creditNote.number} is attached for your records.`] : []),
        ],
      };
    case "refunded":
      return {
        subject: `Your refund of ${total} for ${what} #${number} is paid`,
        paragraphs: [`We have paid ${total} to your ${refundTo}.`, `Payment reference (UTR): ${stored.refundReference ?? ""}.`],
      };
  }
}

export async function notifyReturnStep(tx: DbOrTx, config: MailConfig, stored: StoredReturn, staffNote?: string) {
  if (stored.customerDeletedAt) return;
  const rules = ORDER_KINDS[stored.kind];
  const number = orderNumber(stored.orderId);
  const { subject, paragraphs } = paragraphsFor(stored, rules.noun, number, staffNote);
  const link = `${config.publicUrl}${rules.customerPath(stored.orderId)}`;
  const mail = buttonMail(await shopDetails(tx, config), subject, {
    paragraphs: [greeting(stored.customer.name), ...paragraphs],
    linkLine: `Follow your return: ${link}`,
    button: { href: link, label: "See your return" },
  });
  const attachments: MailAttachment[] =
    stored.status === "received" && stored.creditNote ? [{ kind: "credit-note", number: stored.creditNote.number }] : [];
  await queueMail(tx, MAIL_OF[stored.status], stored.customer.email, mail, stored.userId, attachments);
}
