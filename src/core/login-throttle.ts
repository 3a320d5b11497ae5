/**
 * Failed sign-ins per account (ASVS 5.0 §6.3): a few mistakes cost nothing, then each further try for
 * that account waits longer, up to a cap. Never a lock: the wait ends by itself, and a browser that has
 * signed in to the account before is not held up at all.
 */
export const LOGIN_FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 30;
export const LOGIN_MAX_WAIT_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
export const LOGIN_FAILURE_MEMORY_HOURS = 24;
/** Wrong passwords typed on a trusted browser before it is trusted no more. */
export const TRUSTED_DEVICE_MAX_FAILURES = 10;

/** How long the account waits after its `failures`-th failure in a row. */
export function loginWaitSeconds(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

export function loginThrottledMessage(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  const wait = seconds <= 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-ins for this account. Please try again in ${wait}.`;
}
