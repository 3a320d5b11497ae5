import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { MAIL_STATUSES, OUTBOX_PAGE_SIZE, type MailStatus, type OutboxMail, type OutboxMailDetail } from "~/src/core/shapes/outbox";
import type { Db } from "~/src/server/db/client";
import { mailOutbox } from "~/src/server/db/schema-mail";
import type { SessionUser } from "~/src/server/shared/sessions";
import { UUID_PATTERN } from "~/src/core/ids";
import { recordAudit } from "~/src/server/shared/audit";

type Row = typeof mailOutbox.$inferSelect;

function toOutboxMail(row: Row): OutboxMail {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    status: row.status as MailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

export async function listOutbox(db: Db, { status, page }: { status?: MailStatus; page: number }) {
  const where = status ? eq(mailOutbox.status, status) : undefined;
  const [rows, [{ total }], grouped] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ total: count() }).from(mailOutbox).where(where),
    db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status),
  ]);
  const counts = Object.fromEntries(MAIL_STATUSES.map((name) => [name, grouped.find((group) => group.status === name)?.n ?? 0])) as Record<
    MailStatus,
    number
  >;
  return { mails: rows.map(toOutboxMail), total, pageSize: OUTBOX_PAGE_SIZE, counts };
}

/** Mails whose link signs someone in: a password reset, a staff invitation. */
const SIGN_IN_LINK_KINDS = new Set(["password-reset", "staff-invitation"]);
const hideTokens = (body: string) => body.replace(/token=[\w%.~-]+/g, "token=HIDDEN");

/**
 * One mail with its text. The links that sign someone in are shown to the owner only: staff reading a
 * reset link could take over that customer's, or the owner's, account.
 */
export async function getOutboxMail(db: Db, viewer: SessionUser, id: string): Promise<OutboxMailDetail | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) return null;
  const hidden = viewer.role !== "owner" && SIGN_IN_LINK_KINDS.has(row.kind);
  return { ...toOutboxMail(row), text: hidden ? hideTokens(row.textBody) : row.textBody, html: hidden ? hideTokens(row.htmlBody) : row.htmlBody };
}

/** A failed (or waiting) mail goes out on the worker's next round; the day's grace starts again. */
export async function retryOutboxMail(db: Db, actor: SessionUser, id: string): Promise<OutboxMail | null> {
  if (!UUID_PATTERN.test(id)) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mailOutbox)
      .set({ status: "pending", nextAttemptAt: sql`now()`, createdAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ["failed", "pending"])))
      .returning();
    if (!row) return null;
    await recordAudit(tx, actor, "mail.retry", `mail:${id}`, null, { to: row.recipient, subject: row.subject });
    return toOutboxMail(row);
  });
}
