import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { firstIssueMessage } from "~/src/core/validation";
import { EMAIL_PATTERN } from "~/src/core/validation";
import type { Db } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import { passwordResets } from "~/src/server/db/schema-mail";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { accountKey, clearLoginFailures } from "~/src/server/modules/users/login-throttle";
import { notifyPasswordReset } from "./user-mails";
import type { MailConfig } from "~/src/server/mail/outbox";
import { hashNewPassword } from "~/src/server/shared/passwords";
import { createSession, endAllSessions, hashToken, newToken } from "~/src/server/shared/sessions";

export const RESET_LINK_MINUTES = 60;
/** Links sent to one address per hour; more requests are answered the same but send nothing. */
const RESETS_PER_ADDRESS_PER_HOUR = 3;

/** The same answer whether or not the address has an account, in the page's language (issue 33). */
export const resetAnswer = defineMessages("passwordReset.answer", {
  sent: "If an account uses this e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.",
  changed: "Your password has been changed and you are logged in.",
});

const forgotSchema = z.object({
  email: z
    .string({ message: "Email is required." })
    .trim()
    .min(1, "Email is required.")
    .max(254, "Please enter a valid email address.")
    .toLowerCase()
    .regex(EMAIL_PATTERN, "Please enter a valid email address."),
});

/**
 * The same answer whether or not the address has an account (no account discovery). A live account
 * gets a single-use link; only the token's hash is stored.
 */
export async function requestPasswordReset(db: Db, config: MailConfig, input: unknown): Promise<void> {
  const parsed = forgotSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  const { email } = parsed.data;
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .for("update");
    if (!user) return;
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, sql`now() - interval '1 hour'`)));
    if (recent >= RESETS_PER_ADDRESS_PER_HOUR) return;
    const token = newToken();
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})` });
    await notifyPasswordReset(tx, config, user, token);
  });
}

const text = defineMessages("refusal.passwordReset", {
  invalidLink: "This password reset link is not valid. Please ask for a new one.",
  usedLink: "This password reset link has already been used. Please ask for a new one if you need it.",
  expiredLink: "This password reset link has expired (links work for one hour). Please ask for a new one.",
  noToken: "The reset link is missing its token. Please open the link from the e-mail again.",
});
const INVALID_LINK = { message: text.invalidLink };
const USED_LINK = { message: text.usedLink };
const EXPIRED_LINK = { message: text.expiredLink };

/**
 * Sets the new password (the sign-up rules), uses the link up, ends every session of the user and
 * returns a new one. A weak password refuses without using the link.
 */
export async function resetPassword(db: Db, input: { token?: string; password?: string }): Promise<string> {
  const token = typeof input.token === "string" ? input.token.trim() : "";
  if (!token) throw refuse.invalid({ message: text.noToken });
  if (typeof input.password !== "string" || !input.password) throw refuse.invalid("Password is required.");
  const password = input.password;
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select({ userId: passwordResets.userId, usedAt: passwordResets.usedAt, expired: sql<boolean>`${passwordResets.expiresAt} <= now()` })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .for("update");
    if (!reset) throw refuse.invalid(INVALID_LINK);
    if (reset.usedAt) throw refuse.invalid(USED_LINK);
    if (reset.expired) throw refuse.invalid(EXPIRED_LINK);
    const [user] = await tx.select({ email: users.email, deletedAt: users.deletedAt }).from(users).where(eq(users.id, reset.userId));
    if (!user || user.deletedAt) throw refuse.invalid(INVALID_LINK);
    const passwordHash = await hashNewPassword(password, user.email);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    // Every link of the user dies with this one: an older mail must not reset it again.
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await endAllSessions(tx, reset.userId);
    await clearLoginFailures(tx, accountKey(user.email));
    return createSession(tx, reset.userId);
  });
}
