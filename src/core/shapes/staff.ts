import { z } from "zod";
import { ROLES, STAFF_ROLES } from "~/src/core/staff";
import { apiSchemas, successSchema } from "./api";

/** Who is signed in to the staff console, and so what they may do (owners: staff, settings, audit). */
export const staffUserSchema = z
  .object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) })
  .register(apiSchemas, { id: "StaffUser" });
export type StaffUser = z.infer<typeof staffUserSchema>;

/** GET /api/admin/me */
export const adminMeSchema = successSchema({ user: staffUserSchema });

/** GET /api/admin/staff: staff and owners. */
export const staffMemberSchema = staffUserSchema.extend({ createdAt: z.string() }).register(apiSchemas, { id: "StaffMember" });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = successSchema({ staff: z.array(staffMemberSchema) });

/** PATCH /api/admin/staff/{userId}: the account after the change (role "customer" = no staff access). */
export const roleChangedSchema = successSchema({ user: staffUserSchema });

/** POST /api/admin/invitations: the link is shown once; it is relative (the console adds the origin). */
export const invitationCreatedSchema = successSchema({ link: z.string(), expiresAt: z.string() });

/** GET /api/admin/invitations: invitations not yet accepted and not expired; never their tokens. */
export const pendingInvitationSchema = z
  .object({ email: z.string(), role: z.enum(STAFF_ROLES), invitedBy: z.string().nullable(), createdAt: z.string(), expiresAt: z.string() })
  .register(apiSchemas, { id: "PendingInvitation" });
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const invitationListSchema = successSchema({ invitations: z.array(pendingInvitationSchema) });

/** GET /api/staff/invitation?token=: what the invitee sees before accepting. */
export const invitationInfoSchema = successSchema({ email: z.string(), role: z.enum(STAFF_ROLES), existingAccount: z.boolean() });
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

/** POST /api/staff/invitation/accept: a session for the invitee, as login gives. */
export const invitationAcceptedSchema = successSchema({ token: z.string() });

/** GET /api/admin/audit: `actor` is the e-mail copied when the entry was written. */
export const auditEntrySchema = z
  .object({ at: z.string(), actor: z.string(), action: z.string(), target: z.string(), before: z.unknown(), after: z.unknown() })
  .register(apiSchemas, { id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = successSchema({ entries: z.array(auditEntrySchema), total: z.number().int() });
