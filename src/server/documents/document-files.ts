import type { FastifyReply } from "fastify";
import QRCode from "qrcode";
import type { QuotationDocument } from "~/src/core/quotation";
import type { CreditNote, TaxInvoice } from "~/src/core/shapes/tax-document";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { renderCreditNotePdf } from "./credit-note-pdf";
import { creditNoteByNumber } from "./credit-notes";
import { invoiceByNumber } from "./invoices";
import { renderInvoicePdf } from "./invoice-pdf";
import { quotationByNumber } from "./quotations";
import { renderQuotationPdf } from "./quotation-pdf";

/** A document as a file: its PDF and the name it is saved under. */
export interface DocumentFile {
  /** The name a browser or mail client saves: the number with "-" for "/", which file names cannot hold. */
  filename: string;
  /** The document's own name (its number), which `filename*` carries exactly. */
  title: string;
  content: Buffer;
}

export async function invoiceFile(invoice: TaxInvoice): Promise<DocumentFile> {
  const title = invoice.number ?? `proforma-${invoice.orderNumber}`;
  return { filename: `${title.replaceAll("/", "-")}.pdf`, title, content: await renderInvoicePdf(invoice) };
}

export async function creditNoteFile(note: CreditNote): Promise<DocumentFile> {
  return { filename: `${note.number.replaceAll("/", "-")}.pdf`, title: note.number, content: await renderCreditNotePdf(note) };
}

/** `inline`: the browser shows the PDF and offers to save it under the number (RFC 6266, with RFC 8187 for the exact name). */
export function contentDisposition(file: DocumentFile, disposition: "inline" | "attachment" = "inline"): string {
  return `${disposition}; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(`${file.title}.pdf`)}`;
}

/** Answers with a document's PDF, shown by the browser and saved under its number; never kept by a shared cache. */
export function sendDocument(reply: FastifyReply, file: DocumentFile) {
  return reply
    .type("application/pdf")
    .header("content-disposition", contentDisposition(file))
    .header("cache-control", "private, no-store")
    .send(file.content);
}

/** The content id a mail's HTML shows the UPI QR code by (`<img src="cid:upi-qr">`). */
export const UPI_QR_CID = "upi-qr";

async function attachmentFile(db: DbOrTx, attachment: Exclude<MailAttachment, { kind: "upi-qr" }>): Promise<DocumentFile> {
  switch (attachment.kind) {
    case "credit-note":
      return storedCreditNoteFile(db, attachment.number);
    case "quotation":
      return storedQuotationFile(db, attachment.number);
    case "proforma":
      return invoiceFile(attachment.document);
    default:
      return storedInvoiceFile(db, attachment.number);
  }
}

/** The files a queued mail carries, drawn now from their stored rows (so the mail holds the document as issued). */
export async function mailAttachmentFiles(db: DbOrTx, attachments: MailAttachment[]) {
  const files = [];
  for (const attachment of attachments) {
    if (attachment.kind === "upi-qr") {
      const content = await QRCode.toBuffer(attachment.link, { type: "png", errorCorrectionLevel: "M", margin: 4, width: 240 });
      files.push({ filename: "upi-qr.png", content, contentType: "image/png", cid: UPI_QR_CID });
      continue;
    }
    const file = await attachmentFile(db, attachment);
    files.push({ filename: file.filename, content: file.content, contentType: "application/pdf" });
  }
  return files;
}

async function storedQuotationFile(db: DbOrTx, number: string) {
  const document = await quotationByNumber(db, number);
  if (!document) throw new Error(`mail attachment: no quotation ${number}`);
  return quotationFile(document);
}

export async function quotationFile(document: QuotationDocument): Promise<DocumentFile> {
  return { filename: `${document.number.replaceAll("/", "-")}.pdf`, title: document.number, content: await renderQuotationPdf(document) };
}

async function storedInvoiceFile(db: DbOrTx, number: string) {
  const row = await invoiceByNumber(db, number);
  if (!row) throw new Error(`mail attachment: no invoice ${number}`);
  return invoiceFile(row.document);
}

async function storedCreditNoteFile(db: DbOrTx, number: string) {
  const row = await creditNoteByNumber(db, number);
  if (!row) throw new Error(`mail attachment: no credit note ${number}`);
  return creditNoteFile(row.document);
}
