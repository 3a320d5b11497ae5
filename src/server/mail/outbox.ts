import type { Config } from "~/src/server/config";
import type { DbOrTx } from "~/src/server/db/client";
import { mailOutbox, type MailAttachment } from "~/src/server/db/schema-mail";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import type { ComposedMail, ShopDetails } from "./layout";
import type { MailKind } from "./mail-kinds";

/** What composing a mail needs from the settings: the shop's details and its public address. */
export type MailConfig = Pick<Config, "deliveryFeePaise" | "publicUrl">;

export async function shopDetails(tx: DbOrTx, config: MailConfig): Promise<ShopDetails> {
  const { displayName, email, phone, addressLines } = await getShopSettings(tx, config);
  return { displayName, email, phone, addressLines };
}

/**
 * Queues a mail in the caller's transaction: it is sent only if the change that caused it commits, and
 * then certainly (the worker retries until it goes).
 */
export async function queueMail(
  tx: DbOrTx,
  kind: MailKind,
  recipient: string,
  mail: ComposedMail,
  userId: string | null = null,
  attachments: MailAttachment[] = [],
): Promise<void> {
  await tx.insert(mailOutbox).values({ kind, recipient, userId, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, attachments });
}
