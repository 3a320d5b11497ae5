import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Db } from "~/src/server/db/client";
import { mailOutbox } from "~/src/server/db/schema-mail";
import { mailAttachmentFiles } from "~/src/server/documents/document-files";

/** After this long without getting through, a mail is marked failed (staff see it in the outbox). */
export const MAIL_GIVE_UP_HOURS = 24;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;

export const retryDelaySeconds = (attempts: number) => Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

/** The server's answer code and text, short; never the message body. */
function describeFailure(error: unknown): string {
  const failure = error as { responseCode?: number; code?: string; message?: string };
  const code = failure.responseCode ?? failure.code ?? "error";
  return `${code}: ${failure.message ?? String(error)}`.slice(0, 500);
}

export interface SendOutcome {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends due mails one at a time, each in its own transaction holding its row locked (`FOR UPDATE SKIP
 * LOCKED`): several workers never take the same mail, and a mail is marked sent in the transaction that
 * sent it. A crash between the SMTP answer and the commit leaves it pending, so it may go twice but is
 * never lost.
 */
export async function sendDueMails(db: Db, transport: Pick<Transporter, "sendMail">, from: Mail.Address | string, limit = 20): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < limit; i += 1) {
    const result = await db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!mail) return "none" as const;
      const attempts = mail.attempts + 1;
      try {
        await transport.sendMail({
          from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          attachments: await mailAttachmentFiles(tx, mail.attachments),
          // The same id on a resend lets mail clients show one message.
          messageId: `<${mail.id}@outbox.tinkerwala>`,
        });
        await tx
          .update(mailOutbox)
          .set({ status: "sent", sentAt: sql`now()`, attempts, lastError: null })
          .where(eq(mailOutbox.id, mail.id));
        return "sent" as const;
      } catch (error) {
        const giveUp = mail.createdAt.getTime() < Date.now() - MAIL_GIVE_UP_HOURS * 3_600_000;
        await tx
          .update(mailOutbox)
          .set({
            attempts,
            lastError: describeFailure(error),
            status: giveUp ? "failed" : "pending",
            nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
          })
          .where(eq(mailOutbox.id, mail.id));
        return giveUp ? ("failed" as const) : ("retrying" as const);
      }
    });
    if (result === "none") break;
    outcome[result] += 1;
  }
  return outcome;
}
