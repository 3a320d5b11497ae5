import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { kitCheckBodySchema, kitCheckResponseSchema } from "~/src/core/shapes/kit-hints";
import type { Db } from "~/src/server/db/client";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";
import { checkKit } from "./kit-check.service";

/**
 * Kit compatibility hints: public, so the builder, the kit checkout and the staff's kit order all ask the same.
 * Hindi for a Hindi page (`x-shop-language: hi`), the English it always gave otherwise.
 */
export const kitCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post("/api/kit/check", { schema: { body: kitCheckBodySchema, response: { 200: kitCheckResponseSchema } } }, async (request) => ({
    success: true as const,
    hints: await checkKit(db, request.body.productIds, translatorFor(requestLanguage(request))),
  }));
};
