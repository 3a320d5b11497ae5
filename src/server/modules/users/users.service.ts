import { desc, eq } from "drizzle-orm";
import type { SavedAddress } from "../../../core/shapes/address";
import { addressSchema, firstIssueMessage, loginSchema, registerSchema } from "../../../core/validation";
import type { Db } from "../../db/client";
import { addresses, users } from "../../db/schema";
import { refuse } from "../../http/errors";
import { hashNewPassword, verifyAgainstNoAccount, verifyPassword } from "../../shared/passwords";
import { createSession } from "../../shared/sessions";

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

export async function login(db: Db, input: unknown): Promise<string> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  const { email, password } = parsed.data;
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await verifyAgainstNoAccount(password);
    throw refuse.invalid(INVALID_LOGIN);
  }
  const valid = await verifyPassword(user.passwordHash, password);
  if (!valid) throw refuse.invalid(INVALID_LOGIN);
  return createSession(db, user.id);
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
