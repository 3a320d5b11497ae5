import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { InvitationInfo, PendingInvitation } from "~/src/core/shapes/staff";
import { STAFF_ROLES, type Role, type StaffRole } from "~/src/core/staff";
import { firstIssueMessage, registerSchema } from "~/src/core/validation";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { notifyInvitation } from "./invitation-mail";
import type { MailConfig } from "~/src/server/mail/outbox";
import { users } from "~/src/server/db/schema";
import { invitations } from "~/src/server/db/schema-staff";
import type { SessionUser } from "~/src/server/shared/sessions";
import { refuse } from "~/src/server/refusal";
import { recordAudit } from "~/src/server/shared/audit";
import { hashNewPassword, verifyPassword } from "~/src/server/shared/passwords";
import { createSession, hashToken, newToken } from "~/src/server/shared/sessions";

const INVITATION_DAYS = 7;
const emailRule = registerSchema.pick({ email: true });
export const INVITATION_GONE = "This invitation link is not valid any more: it was used, revoked or has expired. Ask the shop's owner for a new one.";

function parseEmail(email: unknown): string {
  const parsed = emailRule.safeParse({ email });
  if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
  return parsed.data.email;
}

const invitationPath = (token: string) => `/admin/invitation?token=${encodeURIComponent(token)}`;

const isPending = () => and(isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date()));

export async function createInvitation(db: Db, config: MailConfig, actor: SessionUser, input: { email?: string; role?: string }) {
  const email = parseEmail(input.email);
  if (!(STAFF_ROLES as readonly string[]).includes(input.role ?? "")) throw refuse.invalid(`Role must be one of: ${STAFF_ROLES.join(", ")}.`);
  const role = input.role as StaffRole;
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email));
    // Staff already have access; their role is changed in the staff list, not by a new link.
    if (account && account.role !== "customer")
      throw refuse.conflict(`${email} is already ${account.role}. Change their role in the staff list instead.`);
    // A new link replaces any earlier one for the same person, so only the latest works.
    await tx.delete(invitations).where(and(eq(invitations.email, email), isNull(invitations.acceptedAt)));
    await tx.insert(invitations).values({ tokenHash: hashToken(token), email, role, invitedBy: actor.id, expiresAt });
    await recordAudit(tx, actor, "invitation.created", email, null, { role, expiresAt: expiresAt.toISOString() });
    await notifyInvitation(tx, config, { email, role, path: invitationPath(token), expiresAt });
  });
  return { link: invitationPath(token), expiresAt: expiresAt.toISOString() };
}

export async function listPendingInvitations(db: Db): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.email,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(isPending())
    .orderBy(asc(invitations.createdAt));
  return rows.map((row) => ({ ...row, role: row.role as StaffRole, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

export async function revokeInvitations(db: Db, actor: SessionUser, rawEmail: string): Promise<void> {
  const email = parseEmail(rawEmail);
  await db.transaction(async (tx) => {
    const revoked = await tx
      .delete(invitations)
      .where(and(eq(invitations.email, email), isPending()))
      .returning({ role: invitations.role });
    if (!revoked.length) throw refuse.notFound(`No pending invitation for ${email}.`);
    await recordAudit(tx, actor, "invitation.revoked", email, { role: revoked[0].role }, null);
  });
}

async function findPending(tx: DbOrTx, token: string | undefined, { lock = false } = {}) {
  if (!token || token.length > 200) throw refuse.notFound(INVITATION_GONE);
  const query = tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, hashToken(token)), isPending()));
  const [invitation] = await (lock ? query.for("update") : query);
  if (!invitation) throw refuse.notFound(INVITATION_GONE);
  return { ...invitation, role: invitation.role as StaffRole };
}

export async function describeInvitation(db: Db, token: string | undefined): Promise<Omit<InvitationInfo, "success">> {
  const invitation = await findPending(db, token);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  return { email: invitation.email, role: invitation.role, existingAccount: Boolean(account) };
}

/**
 * Accepting a link: a new account takes the invitee's name and password; an existing account must
 * prove it is that person with its current password. The link works once; the answer is a session.
 */
export async function acceptInvitation(db: Db, input: { token?: string; name?: string; password?: string }): Promise<string> {
  return db.transaction(async (tx) => {
    const invitation = await findPending(tx, input.token, { lock: true });
    const [account] = await tx.select().from(users).where(eq(users.email, invitation.email)).for("update");
    let userId: string;
    let before: Role | null = null;
    if (account) {
      if (!input.password || !(await verifyPassword(account.passwordHash, input.password))) {
        throw refuse.unauthorized(`That is not the password of the account ${invitation.email}. Enter its current password to accept.`);
      }
      userId = account.id;
      before = account.role as Role;
      // An owner invited as staff stays owner: an invitation grants access, it never takes any away.
      if (account.role !== "owner") await tx.update(users).set({ role: invitation.role }).where(eq(users.id, userId));
    } else {
      const parsed = registerSchema.safeParse({ name: input.name, email: invitation.email, password: input.password });
      if (!parsed.success) throw refuse.invalid(firstIssueMessage(parsed.error));
      const passwordHash = await hashNewPassword(parsed.data.password, invitation.email);
      const [created] = await tx
        .insert(users)
        .values({ name: parsed.data.name, email: invitation.email, passwordHash, role: invitation.role })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created)
        throw refuse.conflict(`An account for ${invitation.email} was created meanwhile. Open the link again and sign in with its password.`);
      userId = created.id;
    }
    await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.tokenHash, invitation.tokenHash));
    const after = before === "owner" ? "owner" : invitation.role;
    await recordAudit(tx, { id: userId, email: invitation.email }, "invitation.accepted", invitation.email, { role: before }, { role: after });
    return createSession(tx, userId);
  });
}
