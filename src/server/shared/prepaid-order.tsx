import { istDate } from "~/src/core/financial-year";
import { formatRupees } from "~/src/core/money";
import { orderNumber } from "~/src/core/order-rules";
import { isPrepaid, payToOf } from "~/src/core/payment";
import { buildTaxInvoice, type InvoiceOrder } from "~/src/core/tax-invoice";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { UPI_QR_CID } from "~/src/server/documents/document-files";
import { Button } from "~/src/server/mail/layout";
import type { MailConfig } from "~/src/server/mail/outbox";
import { getShopSettings } from "./shop-settings";

/**
 * What the mail of a new bank-transfer or UPI order carries (issue 30): how to pay in words, the proforma with
 * the shop's bank details and the PO number, and the QR code of the UPI link. Empty for cash on delivery.
 */
export interface PrepaidMailParts {
  instructions: string[];
  upiLink: string | null;
  attachments: MailAttachment[];
}

export async function prepaidMailParts(tx: DbOrTx, config: MailConfig, order: InvoiceOrder & { amountPaise: number }): Promise<PrepaidMailParts> {
  if (!isPrepaid(order.paymentMethod)) return { instructions: [], upiLink: null, attachments: [] };
  const settings = await getShopSettings(tx, config);
  const reference = orderNumber(order.id);
  const payTo = payToOf({ reference, amountDuePaise: order.amountPaise }, settings);
  const instructions = [
    `Please pay ${formatRupees(order.amountPaise)} by ${order.paymentMethod === "upi" ? "UPI" : "bank transfer (NEFT/RTGS/IMPS)"}, quoting ${reference} in the remarks. We pack your order once the payment shows in our account.`,
    ...(payTo.accountNumber
      ? [`Bank: ${payTo.accountName}, account ${payTo.accountNumber}, IFSC ${payTo.ifsc}${payTo.bankName ? `, ${payTo.bankName}` : ""}.`]
      : []),
    ...(payTo.upiId ? [`UPI ID: ${payTo.upiId}`] : []),
  ];
  const proforma = buildTaxInvoice({ type: "proforma", number: null, date: istDate(new Date()), order, shop: settings, payTo });
  const attachments: MailAttachment[] = [];
  if (proforma.ok) attachments.push({ kind: "proforma", number: reference, document: proforma.invoice });
  if (payTo.upiLink) attachments.push({ kind: "upi-qr", link: payTo.upiLink });
  return { instructions, upiLink: payTo.upiLink ?? null, attachments };
}

/** How to pay a bank-transfer or UPI order, with the QR code (attached inline) and a link a phone's UPI app opens. */
export function PrepaidInstructions({ parts }: { parts: PrepaidMailParts }) {
  return (
    <>
      <p style={{ fontWeight: 700, margin: "16px 0 4px" }}>How to pay</p>
      {parts.instructions.map((line) => (
        <p key={line} style={{ margin: "0 0 6px" }}>
          {line}
        </p>
      ))}
      {parts.upiLink && (
        <>
          <img src={`cid:${UPI_QR_CID}`} alt="UPI QR code: scan it with any UPI app" width={180} height={180} />
          <Button href={parts.upiLink}>Pay with a UPI app</Button>
        </>
      )}
    </>
  );
}
