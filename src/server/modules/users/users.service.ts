import { desc, eq } from "drizzle-orm";
import type { SavedAddress } from "../../../core/shapes/address";
import { addressSchema, firstIssueMessage, loginSchema, registerSchema } from "../../../core/validation";
import type { Db } from "../../db/client";
import { addresses, users } from "../../db/schema";
import { refuse } from "../../http/errors";
import { hashNewPassword, verifyAgainstNoAccount, verifyPassword } from "../../shared/passwords";
import {
  accountKey,
  claimLoginAttempt,
  clearLoginFailures,
  isTrustedDevice,
  recordLoginFailure,
  recordTrustedDeviceFailure,
  trustDevice,
} from "../../shared/login-throttle";
import { createSession, endSession } from "../../shared/sessions";

const INVALID_LOGIN = "Invalid email or password.";

export async function register(db: Db, input: unknown): Promise<string> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  const { name, email, password } = parsed.data;
  const passwordHash = await hashNewPassword(password, email);
  const [created] = await db
    .insert(users)
    .values({ name, email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw refuse.conflict("An account with this email already exists. Please log in.");
  return createSession(db, created.id);
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

function toSavedAddress({ id, userId: _userId, createdAt: _createdAt, ...fields }: typeof addresses.$inferSelect): SavedAddress {
  return { _id: id, ...fields };
}

export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt));
  return rows.map(toSavedAddress);
}

export async function saveAddress(db: Db, userId: string, input: unknown): Promise<SavedAddress> {
  const parsed = addressSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  const [row] = await db
    .insert(addresses)
    .values({ ...parsed.data, userId })
    .returning();
  return toSavedAddress(row);
}
