import { hash, verify } from "@node-rs/argon2";
import { defineMessages } from "~/src/core/i18n";
import { refuse, type RefusalText } from "~/src/server/refusal";

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes).
const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };
// Verified when the e-mail is unknown, so a login takes as long whether or not the account exists.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// The 10,000 most used passwords of public breach corpora (zxcvbn-ts's list, MIT, ordered by frequency),
// unpacked when the first new password is checked rather than on every server start.
let commonPasswords: Promise<Set<string>> | undefined;
const loadCommonPasswords = () =>
  (commonPasswords ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set(dictionary["passwords-common"].slice(0, 10_000))));

/** Why a new password is too easy to guess (ASVS 5.0 §6.2), or null when it may be used. */
const text = defineMessages("refusal.password", {
  common: "This password is one of the most common ones and easy to guess. Please choose another.",
  isEmail: "Your password must not be your email address. Please choose another.",
});

async function weakPasswordReason(password: string, email: string): Promise<RefusalText | null> {
  const lower = password.toLowerCase();
  if ((await loadCommonPasswords()).has(lower)) return { message: text.common };
  const address = email.trim().toLowerCase();
  if (lower === address || lower === address.split("@")[0]) return { message: text.isEmail };
  return null;
}

/** Every new password goes through here: refused when easy to guess (400, nothing stored), else hashed. */
export async function hashNewPassword(password: string, email: string): Promise<string> {
  const weak = await weakPasswordReason(password, email);
  if (weak) throw refuse.invalid(weak);
  return hashPassword(password);
}

/** False for a wrong password and for a hash argon2 cannot read: either way the password is not proven. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Spends the time of a real check when there is no account, so timing does not reveal which e-mails exist. */
export async function verifyAgainstNoAccount(password: string): Promise<false> {
  dummyHash ??= hashPassword("not-a-real-password");
  await verifyPassword(await dummyHash, password);
  return false;
}
