import type { TaxInvoice } from "~/src/core/shapes/tax-document";
import type { DbOrTx } from "~/src/server/db/client";
import type { MailAttachment } from "~/src/server/db/schema-mail";
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

/** `inline`: the browser shows the PDF and offers to save it under the number (RFC 6266, with RFC 8187 for the exact name). */
export function contentDisposition(file: DocumentFile, disposition: "inline" | "attachment" = "inline"): string {
  return `${disposition}; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(`${file.title}.pdf`)}`;
}

/** The files a queued mail carries, drawn now from their stored rows (so the mail holds the document as issued). */
export async function mailAttachmentFiles(db: DbOrTx, attachments: MailAttachment[]) {
  const files = [];
  for (const attachment of attachments) {
    const row = await invoiceByNumber(db, attachment.number);
    if (!row) throw new Error(`mail attachment: no invoice ${attachment.number}`);
    const file = await invoiceFile(row.document);
    files.push({ filename: file.filename, content: file.content, contentType: "application/pdf" });
  }
  return files;
}
