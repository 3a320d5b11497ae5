import { and, desc, eq } from "drizzle-orm";
import type { Language } from "~/src/core/language";
import { defineMessages } from "~/src/core/i18n";
import type { SavedAddress } from "~/src/core/shapes/address";
import { firstIssueMessage, loginSchema, registerSchema } from "~/src/core/validation";
import { ownerPins, parseDeliveryAddress } from "~/src/server/delivery/address-place";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { notifyWelcome } from "./user-mails";
import type { MailConfig } from "~/src/server/mail/outbox";
import { addresses, users } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";
import { hashNewPassword, verifyAgainstNoAccount, verifyPassword } from "~/src/server/shared/passwords";
import {
  accountKey,
  claimLoginAttempt,
  clearLoginFailures,
  isTrustedDevice,
  recordLoginFailure,
  recordTrustedDeviceFailure,
  trustDevice,
} from "~/src/server/modules/users/login-throttle";
import { createSession, endSession } from "~/src/server/shared/sessions";

const text = defineMessages("refusal.account", {
  invalidLogin: "Invalid email or password.",
  emailTaken: "An account with this email already exists. Please log in.",
});
const INVALID_LOGIN = { message: text.invalidLogin };

/** The account, its first session and the welcome mail, together. */
export async function register(db: Db, config: MailConfig, input: unknown, language: Language = "en"): Promise<string> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  const { name, email, password } = parsed.data;
  const passwordHash = await hashNewPassword(password, email);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name, email, passwordHash, language })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw refuse.conflict({ message: text.emailTaken });
    await notifyWelcome(tx, config, { id: created.id, name, email, language });
    return createSession(tx, created.id);
  });
}

export interface LoginContext {
  /** The browser's trusted-device token (a cookie), if it has one. */
  deviceToken?: string;
  /** A session the client still holds: signing in replaces it, so no token outlives a new sign-in. */
  currentToken?: string;
}

export async function login(db: Db, input: unknown, { deviceToken, currentToken }: LoginContext = {}) {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  const { email, password } = parsed.data;
  const key = accountKey(email);
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  const trusted = user !== undefined && (await isTrustedDevice(db, user.id, deviceToken));
  // A browser the owner signed in from before is exempt, so a guess storm never locks the owner out.
  if (!trusted) await claimLoginAttempt(db, key);
  if (!user) {
    await verifyAgainstNoAccount(password);
    await recordLoginFailure(db, key);
    throw refuse.invalid(INVALID_LOGIN);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    if (trusted) await recordTrustedDeviceFailure(db, deviceToken!);
    else await recordLoginFailure(db, key);
    throw refuse.invalid(INVALID_LOGIN);
  }
  await clearLoginFailures(db, key);
  if (currentToken) await endSession(db, currentToken);
  return { token: await createSession(db, user.id), deviceToken: await trustDevice(db, user.id, deviceToken) };
}

/** An address-book row as the API answers it. */
export function toSavedAddress({ id, userId: _userId, createdAt: _createdAt, ...fields }: typeof addresses.$inferSelect): SavedAddress {
  return { _id: id, ...fields };
}

/** The default first (checkout offers it), then newest first. */
export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return rows.map(toSavedAddress);
}

/** Locks the user's row: changes to which address is the default run one at a time per user. */
export async function lockAddressBook(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

export async function saveAddress(db: Db, userId: string, input: unknown): Promise<SavedAddress> {
  const address = parseDeliveryAddress(input, await ownerPins(db));
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    // The first address saved becomes the default, so checkout has one to offer.
    const [existing] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      .limit(1);
    const [row] = await tx
      .insert(addresses)
      .values({ ...address, userId, isDefault: !existing })
      .returning();
    return toSavedAddress(row);
  });
}
