import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { successSchema, successMessageSchema } from "~/src/core/shapes/api";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { optionalText } from "~/src/server/http/schemas";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";
import { requestPasswordReset, resetAnswer, resetPassword } from "./password-reset.service";

/** Forgotten passwords: a mailed single-use link, then a new password and a new session. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // Per IP here; per address in the service (a few links an hour).
  const rateLimit = { max: config.authRateLimitPerMinute, timeWindow: "1 minute" };

  app.post(
    "/api/user/password/forgot",
    { config: { rateLimit }, schema: { body: z.object({ email: optionalText }), response: { 200: successMessageSchema } } },
    async (request) => {
      await requestPasswordReset(db, config, request.body);
      return { success: true as const, message: translatorFor(requestLanguage(request))(resetAnswer.sent) };
    },
  );

  app.post(
    "/api/user/password/reset",
    {
      config: { rateLimit },
      schema: {
        body: z.object({ token: optionalText, password: optionalText }),
        response: { 200: successSchema({ token: z.string(), message: z.string() }) },
      },
    },
    async (request) => {
      const token = await resetPassword(db, request.body);
      return { success: true as const, token, message: translatorFor(requestLanguage(request))(resetAnswer.changed) };
    },
  );
};
