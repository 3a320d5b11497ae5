import { eq } from "drizzle-orm";
import { firstIssueMessage, registerSchema } from "~/src/core/validation";
import type { DbOrTx, Db } from "~/src/server/db/client";
import { sessions, users } from "~/src/server/db/schema";
import { refuse } from "~/src/server/refusal";
import { recordAudit } from "~/src/server/shared/audit";
import { hashNewPassword } from "~/src/server/shared/passwords";

/** How the owner account came about, for the audit log: the command or the OWNER_EMAIL setting. */
export type OwnerSource = "owner:create" | "OWNER_EMAIL";

export interface OwnerResult {
  outcome: "created" | "promoted" | "already-owner";
  userId: string;
  email: string;
  /** Whether the existing account's password was replaced (only with resetPassword). */
  passwordReset: boolean;
}

function parseOwnerInput(input: unknown) {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  return parsed.data;
}

async function insertOwner(tx: DbOrTx, fields: { name: string; email: string; passwordHash: string }, source: OwnerSource): Promise<string | null> {
  const [created] = await tx
    .insert(users)
    .values({ ...fields, role: "owner" })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) return null;
  // There is no signed-in actor: the entry names the new owner, and `after.via` says how it was made.
  await recordAudit(tx, { id: created.id, email: fields.email }, "owner.created", fields.email, null, { role: "owner", via: source });
  return created.id;
}

/**
 * `npm run owner:create`: creates the account as owner, or promotes the account with that e-mail. An
 * existing account keeps its password unless `resetPassword`, which also ends its sessions.
 */
export async function makeOwner(
  db: Db,
  input: unknown,
  { resetPassword = false, source = "owner:create" as OwnerSource } = {},
): Promise<OwnerResult> {
  const { name, email, password } = parseOwnerInput(input);
  const passwordHash = await hashNewPassword(password, email);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)).for("update");
    if (!existing) {
      const userId = await insertOwner(tx, { name, email, passwordHash }, source);
      if (!userId) throw refuse.conflict("An account with this e-mail was created at the same moment; run the command again.");
      return { outcome: "created" as const, userId, email, passwordReset: false };
    }
    if (resetPassword) {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    const outcome = existing.role === "owner" ? ("already-owner" as const) : ("promoted" as const);
    if (outcome === "promoted") await tx.update(users).set({ role: "owner" }).where(eq(users.id, existing.id));
    if (outcome === "promoted" || resetPassword) {
      await recordAudit(
        tx,
        { id: existing.id, email },
        outcome === "promoted" ? "owner.promoted" : "owner.password-reset",
        email,
        { role: existing.role },
        { role: "owner", via: source, passwordReset: resetPassword },
      );
    }
    return { outcome, userId: existing.id, email, passwordReset: resetPassword };
  });
}

/** At start (OWNER_EMAIL/OWNER_PASSWORD): creates the owner only when no account has that e-mail. */
export async function createOwnerIfMissing(db: Db, input: { email: string; password: string; name: string }): Promise<"created" | "exists"> {
  const { name, email, password } = parseOwnerInput(input);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) return "exists";
  const passwordHash = await hashNewPassword(password, email);
  // Two instances starting together may race; the e-mail's unique index lets only one create it.
  const userId = await db.transaction((tx) => insertOwner(tx, { name, email, passwordHash }, "OWNER_EMAIL"));
  return userId ? "created" : "exists";
}

/** The one line the command prints. */
export function describeOwnerResult(result: OwnerResult): string {
  const reset = result.passwordReset
    ? "; its password was reset and its sessions ended"
    : "; its password is unchanged (use --reset-password to set it)";
  if (result.outcome === "created") return `Created the owner account ${result.email}.`;
  if (result.outcome === "promoted") return `Promoted the existing account ${result.email} to owner${reset}.`;
  return `${result.email} is already an owner${reset}.`;
}
