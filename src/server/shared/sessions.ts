import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import { SESSION_DAYS } from "~/src/core/constants";
import type { Role } from "~/src/core/staff";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { sessions, users } from "~/src/server/db/schema";

/** Sessions and invitation links keep only this hash of their token. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A 256-bit random token, URL-safe. */
export const newToken = () => randomBytes(32).toString("base64url");

/** A new random session token; only its hash is stored. Accepts a transaction so a sign-in can be part of one. */
export async function createSession(db: DbOrTx, userId: string): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  // Housekeeping: expired sessions of this user are of no use to anyone.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())));
  return token;
}

/** Who a live session belongs to; the API's auth guard puts it on the request, services take it as the actor. */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

export async function endSession(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ userId: sessions.userId });
  return deleted.length > 0;
}

/** Ends every session of the user (log out everywhere); returns how many there were. */
export async function endAllSessions(db: DbOrTx, userId: string): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ userId: sessions.userId });
  return deleted.length;
}
