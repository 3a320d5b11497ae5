import type { FastifyReply } from "fastify";
import type { CreditNote, TaxInvoice } from "~/src/core/shapes/tax-document";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
import { renderCreditNotePdf } from "./credit-note-pdf";
import { creditNoteByNumber } from "./credit-notes";
import { invoiceByNumber } from "./invoices";
import { renderInvoicePdf } from "./invoice-pdf";

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

/** The files a queued mail carries, drawn now from their stored rows (so the mail holds the document as issued). */
export async function mailAttachmentFiles(db: DbOrTx, attachments: MailAttachment[]) {
  const files = [];
  for (const attachment of attachments) {
    const file =
      attachment.kind === "credit-note" ? await storedCreditNoteFile(db, attachment.number) : await storedInvoiceFile(db, attachment.number);
    files.push({ filename: file.filename, content: file.content, contentType: "application/pdf" });
  }
  return files;
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
