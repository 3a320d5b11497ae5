import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { BusinessPurchase } from "~/src/core/business-purchase";
import type { AccountDetails } from "~/src/core/shapes/my-account";
import { isStaff } from "~/src/core/staff";
import { firstIssueMessage, registerSchema } from "~/src/core/validation";
import type { Db } from "~/src/server/db/client";
import { addresses, cartItems, orders, sessions, users } from "~/src/server/db/schema";
import { idempotencyKeys } from "~/src/server/db/schema-idempotency";
import { mailOutbox, passwordResets } from "~/src/server/db/schema-mail";
import { loginThrottle, trustedDevices } from "~/src/server/db/schema-security";
import type { SessionUser } from "~/src/server/shared/sessions";
import { defineMessages, type Message } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { reviews } from "~/src/server/db/schema-reviews";
import { refreshProductRating } from "~/src/server/shared/product-rating";
import { recordAudit } from "~/src/server/shared/audit";
import { accountKey } from "~/src/server/modules/users/login-throttle";
import { hashNewPassword, verifyPassword } from "~/src/server/shared/passwords";
import { hashToken } from "~/src/server/shared/sessions";
import { isLanguage, type Language } from "~/src/core/language";

const text = defineMessages("refusal.accountSettings", {
  wrongPassword: "Your current password is not correct.",
  emailTaken: "An account with this email already exists.",
  ownerDelete: "The owner's account cannot be deleted here: make another person the owner first.",
  staffDelete: "Staff accounts cannot be deleted here: ask the owner to remove your staff role first.",
  passwordForEmail: "Please enter your current password to change your e-mail.",
  passwordForChange: "Please enter your current password.",
  passwordForDelete: "Please enter your password to delete your account.",
});
const WRONG_PASSWORD = { message: text.wrongPassword };
// Not an argon2 hash, so no password ever matches it.
const UNUSABLE_PASSWORD_HASH = "!account-deleted";

const { name: nameRule, email: emailRule, password: passwordRule } = registerSchema.shape;

function check<T>(rule: z.ZodType<T>, input: unknown): T {
  const parsed = rule.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  return parsed.data;
}

/**
 * A wrong current password is a 400, not a 401: the storefront ends the session on any 401, and a typo
 * should not log the customer out.
 */
async function requireCurrentPassword(db: Db, userId: string, password: unknown, missing: Message): Promise<void> {
  if (typeof password !== "string" || password === "") throw refuse.invalid({ message: missing });
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, password))) throw refuse.invalid(WRONG_PASSWORD);
}

export async function getAccount(db: Db, userId: string): Promise<AccountDetails> {
  const [row] = await db
    .select({ name: users.name, email: users.email, mailUpdates: users.mailUpdates, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw refuse.unauthorized();
  return { ...row, language: isLanguage(row.language) ? row.language : "en" };
}

/** The business purchase to offer at checkout: the last one the customer made, if any. */
export async function businessOnFile(db: Db, userId: string): Promise<BusinessPurchase | null> {
  const [row] = await db.select({ gstin: users.gstin, businessName: users.businessName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.gstin && row.businessName ? { gstin: row.gstin, businessName: row.businessName } : null;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/** Name and e-mail; a new e-mail (the sign-in name) needs the current password. */
export async function updateAccount(
  db: Db,
  user: SessionUser,
  input: { name?: string; email?: string; currentPassword?: string; language?: Language },
) {
  const changes: { name?: string; email?: string; language?: Language } = {};
  if (input.language !== undefined) changes.language = input.language;
  if (input.name !== undefined) changes.name = check(nameRule, input.name);
  if (input.email !== undefined) {
    const email = check(emailRule, input.email);
    if (email !== user.email) {
      await requireCurrentPassword(db, user.id, input.currentPassword, text.passwordForEmail);
      changes.email = email;
    }
  }
  if (Object.keys(changes).length > 0) {
    try {
      await db.update(users).set(changes).where(eq(users.id, user.id));
    } catch (error) {
      if (isUniqueViolation(error)) throw refuse.conflict({ message: text.emailTaken });
      throw error;
    }
  }
  return getAccount(db, user.id);
}

/** Sets a new password (sign-up's rules) and ends every other session; the one making the change stays. */
export async function changePassword(
  db: Db,
  user: SessionUser,
  currentToken: string,
  input: { currentPassword?: string; password?: string },
): Promise<number> {
  await requireCurrentPassword(db, user.id, input.currentPassword, text.passwordForChange);
  const password = check(passwordRule, input.password);
  const passwordHash = await hashNewPassword(password, user.email);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // A reset link sent before the change must not undo it.
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashToken(currentToken))))
      .returning({ userId: sessions.userId });
    return ended.length;
  });
}

export async function setMailUpdates(db: Db, userId: string, mailUpdates: boolean): Promise<AccountDetails> {
  await db.update(users).set({ mailUpdates }).where(eq(users.id, userId));
  return getAccount(db, userId);
}

/** The address fields that name or reach a person; city, state, PIN and country stay (GST place of supply). */
const SCRUBBED_ADDRESS = sql`jsonb_build_object('firstName', 'Deleted', 'lastName', 'customer', 'email', '', 'street', '', 'phone', '')`;

/**
 * Deletes a customer's account. The users row stays (orders point at it and tax records must keep the
 * orders), but nothing in it or in the orders names the person any more; everything else of theirs goes.
 */
export async function deleteAccount(db: Db, user: SessionUser, input: { password?: string }): Promise<void> {
  if (isStaff(user.role)) {
    throw refuse.forbidden({ message: user.role === "owner" ? text.ownerDelete : text.staffDelete });
  }
  await requireCurrentPassword(db, user.id, input.password, text.passwordForDelete);
  const anonymousEmail = `deleted-${user.id}@deleted.invalid`;
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await tx
      .update(users)
      .set({
        name: "Deleted customer",
        email: anonymousEmail,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        deletedAt: new Date(),
        mailUpdates: false,
        gstin: null,
        businessName: null,
      })
      .where(eq(users.id, user.id));
    for (const table of [sessions, addresses, cartItems, trustedDevices, passwordResets, idempotencyKeys, mailOutbox]) {
      await tx.delete(table).where(eq(table.userId, user.id));
    }
    await tx.delete(loginThrottle).where(eq(loginThrottle.accountKey, accountKey(user.email)));
    // Their reviews are their words under their name: they go, and the products' averages follow.
    const reviewed = await tx.delete(reviews).where(eq(reviews.userId, user.id)).returning({ productId: reviews.productId });
    for (const productId of new Set(reviewed.map((review) => review.productId))) await refreshProductRating(tx, productId);
    await tx
      .update(orders)
      .set({ address: sql`${orders.address} || ${SCRUBBED_ADDRESS}` })
      .where(eq(orders.userId, user.id));
    await recordAudit(tx, { id: user.id, email: anonymousEmail }, "account.deleted", `user:${user.id}`);
  });
}
