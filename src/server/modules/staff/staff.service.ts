import { asc, count, desc, eq, inArray, like, or, type SQL } from "drizzle-orm";
import type { AuditEntry, StaffMember, StaffUser } from "~/src/core/shapes/staff";
import { ROLES, STAFF_ROLES, type Role } from "~/src/core/staff";
import type { Db } from "~/src/server/db/client";
import { users } from "~/src/server/db/schema";
import { auditLog } from "~/src/server/db/schema-staff";
import type { SessionUser } from "~/src/server/shared/sessions";
import { refuse } from "~/src/server/refusal";
import { UUID_PATTERN } from "~/src/core/ids";
import { recordAudit } from "~/src/server/shared/audit";
import { escapeLike } from "~/src/server/db/like-pattern";

export const LAST_OWNER_MESSAGE = "The shop needs at least one owner.";

export function toStaffUser(user: Pick<SessionUser, "id" | "name" | "email" | "role">): StaffUser {
  return { _id: user.id, name: user.name, email: user.email, role: user.role };
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.role, [...STAFF_ROLES]))
    // Owners first, then staff; each group by name.
    .orderBy(asc(users.role), asc(users.name));
  return rows.map((row) => ({ ...toStaffUser({ ...row, role: row.role as Role }), createdAt: row.createdAt.toISOString() }));
}

/**
 * Sets an account's role ("customer" removes staff access). Every owner's row is locked first, in id
 * order, so two owners demoting each other at once are serialised and the second sees one owner left.
 */
export async function changeRole(db: Db, actor: SessionUser, userId: string, role: string): Promise<StaffUser> {
  if (!(ROLES as readonly string[]).includes(role)) throw refuse.invalid(`Role must be one of: ${ROLES.join(", ")}.`);
  if (!UUID_PATTERN.test(userId)) throw refuse.notFound("No account with this id.");
  return db.transaction(async (tx) => {
    const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, "owner")).orderBy(asc(users.id)).for("update");
    // The actor may have lost the owner role while waiting for the lock.
    if (!owners.some((owner) => owner.id === actor.id)) throw refuse.forbidden("Only the shop's owner can do this.");
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
    if (!target) throw refuse.notFound("No account with this id.");
    const user = { id: target.id, name: target.name, email: target.email, role: role as Role };
    if (target.role === role) return toStaffUser(user);
    if (target.role === "owner" && owners.length <= 1) throw refuse.conflict(LAST_OWNER_MESSAGE);
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await recordAudit(tx, actor, "staff.role-changed", target.email, { role: target.role }, { role });
    return toStaffUser(user);
  });
}

/** `action=invitation` matches every `invitation.*` entry; `action=invitation.created` only those. */
function actionFilter(action: string | undefined): SQL | undefined {
  if (!action) return undefined;
  const escaped = escapeLike(action);
  return or(eq(auditLog.action, action), like(auditLog.action, `${escaped}.%`));
}

export async function listAudit(db: Db, { page = 1, limit = 50, action }: { page?: number; limit?: number; action?: string }) {
  const where = actionFilter(action);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const entries: AuditEntry[] = rows.map((row) => ({
    at: row.at.toISOString(),
    actor: row.actorEmail,
    action: row.action,
    target: row.target,
    before: row.before,
    after: row.after,
  }));
  return { entries, total };
}
