import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successMessageSchema } from "~/src/core/shapes/api";
import {
  adminMeSchema,
  auditPageSchema,
  invitationAcceptedSchema,
  invitationCreatedSchema,
  invitationInfoSchema,
  invitationListSchema,
  roleChangedSchema,
  staffListSchema,
} from "~/src/core/shapes/staff";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { optionalText } from "~/src/server/http/schemas";
import { acceptInvitation, createInvitation, describeInvitation, listPendingInvitations, revokeInvitations } from "./invitations.service";
import { changeRole, listAudit, listStaff, toStaffUser } from "./staff.service";

/** Who the staff are: the signed-in staff member, the staff list and roles, invitations, the audit log. */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staffOnly = requireStaff(db);
  const ownerOnly = requireStaff(db, { ownerOnly: true });
  const authRateLimit = { max: config.authRateLimitPerMinute, timeWindow: "1 minute" };

  app.get("/api/admin/me", { preHandler: staffOnly, schema: { response: { 200: adminMeSchema } } }, async (request) => ({
    success: true as const,
    user: toStaffUser(currentUser(request)),
  }));

  app.get("/api/admin/staff", { preHandler: ownerOnly, schema: { response: { 200: staffListSchema } } }, async () => ({
    success: true as const,
    staff: await listStaff(db),
  }));

  app.patch(
    "/api/admin/staff/:userId",
    {
      preHandler: ownerOnly,
      schema: { params: z.object({ userId: z.string() }), body: z.object({ role: optionalText }), response: { 200: roleChangedSchema } },
    },
    async (request) => ({
      success: true as const,
      user: await changeRole(db, currentUser(request), request.params.userId, request.body.role ?? ""),
    }),
  );

  app.post(
    "/api/admin/invitations",
    {
      preHandler: ownerOnly,
      schema: {
        body: z.object({ email: optionalText, role: optionalText }),
        response: { 201: invitationCreatedSchema, 200: invitationCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createInvitation(db, config, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, ...created });
    },
  );

  app.get("/api/admin/invitations", { preHandler: ownerOnly, schema: { response: { 200: invitationListSchema } } }, async () => ({
    success: true as const,
    invitations: await listPendingInvitations(db),
  }));

  app.delete(
    "/api/admin/invitations/:email",
    { preHandler: ownerOnly, schema: { params: z.object({ email: z.string().max(300) }), response: { 200: successMessageSchema } } },
    async (request) => {
      await revokeInvitations(db, currentUser(request), request.params.email);
      return { success: true as const, message: "Invitation revoked." };
    },
  );

  app.get(
    "/api/admin/audit",
    {
      preHandler: ownerOnly,
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(50),
          action: z.string().trim().max(100).optional(),
        }),
        response: { 200: auditPageSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listAudit(db, request.query)) }),
  );

  // Public: the invitee has no staff session yet; the link's token is the proof.
  app.get(
    "/api/staff/invitation",
    { config: { rateLimit: authRateLimit }, schema: { querystring: z.object({ token: optionalText }), response: { 200: invitationInfoSchema } } },
    async (request) => ({ success: true as const, ...(await describeInvitation(db, request.query.token)) }),
  );

  app.post(
    "/api/staff/invitation/accept",
    {
      config: { rateLimit: authRateLimit },
      schema: { body: z.object({ token: optionalText, name: optionalText, password: optionalText }), response: { 200: invitationAcceptedSchema } },
    },
    async (request) => ({ success: true as const, token: await acceptInvitation(db, request.body) }),
  );
};
