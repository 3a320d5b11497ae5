import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureSchema } from "~/src/core/shapes/api";
import {
  ADMIN_RETURNS_PAGE_SIZE,
  returnStatusBodySchema,
  staffReturnPageSchema,
  staffReturnQuerySchema,
  staffReturnResponseSchema,
} from "~/src/core/shapes/returns";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import { changeReturnStatus } from "./return-status.service";
import { returnPhoto, staffReturnPage, staffReturnView, storedReturn, type StoredReturn } from "./return-store";
import { sendPhoto } from "./returns.routes";

const NOT_FOUND = "Return not found.";
const idParams = z.object({ id: z.string().max(100) });

const found = (stored: StoredReturn | null) => {
  if (!stored) throw refuse.notFound(NOT_FOUND);
  return { success: true as const, return: staffReturnView(stored) };
};

/** Staff handle customers' returns: list, look (photos, refund details), approve or reject, receive, refund. */
export const adminReturnsRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staff = requireStaff(db);

  app.get(
    "/api/admin/returns",
    { preHandler: staff, schema: { querystring: staffReturnQuerySchema, response: { 200: staffReturnPageSchema } } },
    async (request) => {
      const { status, orderId, page } = request.query;
      const { returns, total } = await staffReturnPage(
        db,
        { status, orderId },
        { limit: ADMIN_RETURNS_PAGE_SIZE, offset: (page - 1) * ADMIN_RETURNS_PAGE_SIZE },
      );
      return {
        success: true as const,
        returns: returns.map(staffReturnView),
        total,
        page,
        pages: Math.max(1, Math.ceil(total / ADMIN_RETURNS_PAGE_SIZE)),
      };
    },
  );

  app.get(
    "/api/admin/returns/:id",
    { preHandler: staff, schema: { params: idParams, response: { 200: staffReturnResponseSchema, 404: failureSchema } } },
    async (request) => found(await storedReturn(db, request.params.id)),
  );

  app.post(
    "/api/admin/returns/:id/status",
    {
      preHandler: staff,
      schema: {
        params: idParams,
        body: returnStatusBodySchema,
        response: { 200: staffReturnResponseSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema },
      },
    },
    async (request) => found(await changeReturnStatus({ db, config, actor: currentUser(request) }, request.params.id, request.body)),
  );

  app.get(
    "/api/admin/returns/:id/photos/:n",
    {
      preHandler: staff,
      schema: {
        params: z.object({ id: z.string().max(100), n: z.coerce.number().int().min(1).max(3) }),
        produces: ["image/jpeg"],
        response: { 404: failureSchema },
      },
    },
    async (request, reply) => {
      const stored = await storedReturn(db, request.params.id);
      if (!stored) throw refuse.notFound(NOT_FOUND);
      return sendPhoto(reply, await returnPhoto(db, stored.id, request.params.n));
    },
  );
};
