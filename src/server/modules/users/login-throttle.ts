import { createHash } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import {
  LOGIN_FAILURE_MEMORY_HOURS,
  LOGIN_FREE_FAILURES,
  loginThrottledMessage,
  loginWaitSeconds,
  TRUSTED_DEVICE_MAX_FAILURES,
} from "~/src/core/login-throttle";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { loginThrottle, trustedDevices } from "~/src/server/db/schema-security";
import { refuse } from "~/src/server/refusal";
import { hashToken, newToken } from "~/src/server/shared/sessions";

/** Most recent trusted browsers kept per user. */
const TRUSTED_DEVICES_PER_USER = 10;

/** Throttle key of an e-mail (known or not: both behave the same, so the throttle reveals no accounts). */
export const accountKey = (email: string) => createHash("sha256").update(`login:${email.trim().toLowerCase()}`).digest("hex");

const secondsUntil = (moment: Date) => Math.max(1, (moment.getTime() - Date.now()) / 1000);

/**
 * Before a password is checked: once the account has had its free failures, only one try per wait, and
 * concurrent tries cannot share a slot (the update claims it). Throws a 429 refusal while waiting.
 */
export async function claimLoginAttempt(db: Db, key: string): Promise<void> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.accountKey, key)).limit(1);
  if (!row) return;
  if (row.lastFailureAt.getTime() < Date.now() - LOGIN_FAILURE_MEMORY_HOURS * 3_600_000) {
    await db.delete(loginThrottle).where(and(eq(loginThrottle.accountKey, key), eq(loginThrottle.failures, row.failures)));
    return;
  }
  if (row.failures < LOGIN_FREE_FAILURES) return;
  const [claimed] = await db
    .update(loginThrottle)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${loginWaitSeconds(row.failures)})` })
    .where(and(eq(loginThrottle.accountKey, key), lte(loginThrottle.nextAttemptAt, sql`now()`)))
    .returning({ failures: loginThrottle.failures });
  if (!claimed) {
    const wait = secondsUntil(row.nextAttemptAt);
    throw refuse.tooMany(loginThrottledMessage(wait), wait);
  }
}

export async function recordLoginFailure(db: Db, key: string): Promise<void> {
  const [row] = await db
    .insert(loginThrottle)
    .values({ accountKey: key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottle.accountKey,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < now() - make_interval(hours => ${LOGIN_FAILURE_MEMORY_HOURS}) then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  const wait = loginWaitSeconds(row.failures);
  if (wait > 0) {
    await db
      .update(loginThrottle)
      .set({ nextAttemptAt: sql`greatest(${loginThrottle.nextAttemptAt}, now() + make_interval(secs => ${wait}))` })
      .where(eq(loginThrottle.accountKey, key));
  }
}

export async function clearLoginFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.accountKey, key));
}

/** Whether this browser's device token belongs to the user (and is still trusted). */
export async function isTrustedDevice(db: Db, userId: string, deviceToken: string | undefined): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 200) return false;
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(eq(trustedDevices.tokenHash, hashToken(deviceToken)))
    .limit(1);
  return row?.userId === userId;
}

/** A wrong password typed on a trusted browser; past the limit the browser is trusted no more. */
export async function recordTrustedDeviceFailure(db: Db, deviceToken: string): Promise<void> {
  const tokenHash = hashToken(deviceToken);
  const [row] = await db
    .update(trustedDevices)
    .set({ failures: sql`${trustedDevices.failures} + 1` })
    .where(eq(trustedDevices.tokenHash, tokenHash))
    .returning({ failures: trustedDevices.failures });
  if (row && row.failures >= TRUSTED_DEVICE_MAX_FAILURES) await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash));
}

/** After a successful sign-in: keeps (or starts) trusting this browser, and returns its token. */
export async function trustDevice(db: Db, userId: string, deviceToken: string | undefined): Promise<string> {
  if (deviceToken && (await isTrustedDevice(db, userId, deviceToken))) {
    await db
      .update(trustedDevices)
      .set({ failures: 0, lastUsedAt: sql`now()` })
      .where(eq(trustedDevices.tokenHash, hashToken(deviceToken)));
    return deviceToken;
  }
  const token = newToken();
  await db.insert(trustedDevices).values({ tokenHash: hashToken(token), userId });
  await db.execute(sql`
    delete from trusted_devices where user_id = ${userId} and token_hash not in (
      select token_hash from trusted_devices where user_id = ${userId} order by last_used_at desc limit ${TRUSTED_DEVICES_PER_USER}
    )`);
  return token;
}
