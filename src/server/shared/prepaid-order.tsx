import { istDate } from "~/src/core/financial-year";
import { defineMessages, type Translate } from "~/src/core/i18n";
import { DEFAULT_LANGUAGE } from "~/src/core/language";
import { formatRupees } from "~/src/core/money";
import { orderNumber } from "~/src/core/order-rules";
import { isPrepaid, payToOf } from "~/src/core/payment";
import { buildTaxInvoice, type InvoiceOrder } from "~/src/core/tax-invoice";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { UPI_QR_CID } from "~/src/server/documents/document-files";
import { Button } from "~/src/server/mail/layout";
import type { MailConfig } from "~/src/server/mail/outbox";
import { translatorFor } from "./i18n";
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

const text = defineMessages("mail.prepaid", {
  payByUpi: "Please pay {amount} by UPI, quoting {reference} in the remarks. We pack your order once the payment shows in our account.",
  payByBank:
    "Please pay {amount} by bank transfer (NEFT/RTGS/IMPS), quoting {reference} in the remarks. We pack your order once the payment shows in our account.",
  bank: "Bank: {name}, account {account}, IFSC {ifsc}.",
  bankNamed: "Bank: {name}, account {account}, IFSC {ifsc}, {bank}.",
  upiId: "UPI ID: {upi}",
  howToPay: "How to pay",
  qrAlt: "UPI QR code: scan it with any UPI app",
  payWithUpi: "Pay with a UPI app",
});

const english = translatorFor(DEFAULT_LANGUAGE);

export type PrepaidOrder = InvoiceOrder & { amountPaise: number };

/** `t` writes the words in the mail's language; the proforma stays English, as every tax document. */
export async function prepaidMailParts(tx: DbOrTx, config: MailConfig, order: PrepaidOrder, t: Translate = english): Promise<PrepaidMailParts> {
  if (!isPrepaid(order.paymentMethod)) return { instructions: [], upiLink: null, attachments: [] };
  const settings = await getShopSettings(tx, config);
  const reference = orderNumber(order.id);
  const payTo = payToOf({ reference, amountDuePaise: order.amountPaise }, settings);
  const bank = { name: payTo.accountName, account: payTo.accountNumber, ifsc: payTo.ifsc, bank: payTo.bankName };
  const instructions = [
    t(order.paymentMethod === "upi" ? text.payByUpi : text.payByBank, { amount: formatRupees(order.amountPaise), reference }),
    ...(payTo.accountNumber ? [t(payTo.bankName ? text.bankNamed : text.bank, bank)] : []),
    ...(payTo.upiId ? [t(text.upiId, { upi: payTo.upiId })] : []),
  ];
  const proforma = buildTaxInvoice({ type: "proforma", number: null, date: istDate(new Date()), order, shop: settings, payTo });
  const attachments: MailAttachment[] = [];
  if (proforma.ok) attachments.push({ kind: "proforma", number: reference, document: proforma.invoice });
  if (payTo.upiLink) attachments.push({ kind: "upi-qr", link: payTo.upiLink });
  return { instructions, upiLink: payTo.upiLink ?? null, attachments };
}

/** How to pay a bank-transfer or UPI order, with the QR code (attached inline) and a link a phone's UPI app opens. */
export function PrepaidInstructions({ parts, t = english }: { parts: PrepaidMailParts; t?: Translate }) {
  return (
    <>
      <p style={{ fontWeight: 700, margin: "16px 0 4px" }}>{t(text.howToPay)}</p>
      {parts.instructions.map((line) => (
        <p key={line} style={{ margin: "0 0 6px" }}>
          {line}
        </p>
      ))}
      {parts.upiLink && (
        <>
          <img src={`cid:${UPI_QR_CID}`} alt={t(text.qrAlt)} width={180} height={180} />
          <Button href={parts.upiLink}>{t(text.payWithUpi)}</Button>
        </>
      )}
    </>
  );
}
