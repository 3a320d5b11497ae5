import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { kitCheckBodySchema, kitCheckResponseSchema } from "~/src/core/shapes/kit-hints";
import type { Db } from "~/src/server/db/client";
import { checkKit } from "./kit-check.service";

/** Kit compatibility hints: public, so the builder, the kit checkout and the staff's kit order all ask the same. */
export const kitCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post("/api/kit/check", { schema: { body: kitCheckBodySchema, response: { 200: kitCheckResponseSchema } } }, async (request) => ({
    success: true as const,
    hints: await checkKit(db, request.body.productIds),
  }));
};
