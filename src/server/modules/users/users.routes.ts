import cookie from "@fastify/cookie";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { defineMessages } from "~/src/core/i18n";
import { sessionTokenSchema } from "~/src/core/shapes/account";
import { addressSavedSchema, savedAddressListSchema } from "~/src/core/shapes/address";
import { orFailure, successMessageSchema } from "~/src/core/shapes/api";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser, tokenOf } from "~/src/server/http/auth";
import { addressBody, optionalText, SPEC_CALL } from "~/src/server/http/schemas";
import { endAllSessions, endSession } from "~/src/server/shared/sessions";
import { listAddresses, login, register, saveAddress } from "./users.service";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";

// The same message as the account page's own address calls (account.routes.ts).
const answer = defineMessages("account.answer", { addressSaved: "Address saved." });

/** The browser's trusted-device token (see shared/login-throttle): HttpOnly, sent only to sign-in calls. */
const DEVICE_COOKIE = "tw_device";
const DEVICE_COOKIE_DAYS = 365;

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // Only sign-in's trusted-device cookie needs cookies (sessions travel in the `token` header, §6), so the
  // plugin's hook runs for this module's calls alone, not for every request.
  await app.register(cookie);
  const authRateLimit = { max: config.authRateLimitPerMinute, timeWindow: "1 minute" };

  app.post(
    "/api/user/register",
    {
      config: { ...SPEC_CALL, rateLimit: authRateLimit },
      schema: {
        body: z.object({ name: optionalText, email: optionalText, password: optionalText }),
        response: { 200: orFailure(sessionTokenSchema) },
      },
    },
    async (request) => {
      // The account speaks the language of the page it was made on (issue 33).
      const token = await register(db, config, request.body, requestLanguage(request));
      return { success: true as const, token, message: "Account created." };
    },
  );

  app.post(
    "/api/user/login",
    {
      config: { ...SPEC_CALL, rateLimit: authRateLimit },
      schema: { body: z.object({ email: optionalText, password: optionalText }), response: { 200: orFailure(sessionTokenSchema) } },
    },
    async (request, reply) => {
      const { token, deviceToken } = await login(db, request.body, {
        deviceToken: request.cookies[DEVICE_COOKIE],
        currentToken: tokenOf(request),
      });
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        path: "/api/user",
        httpOnly: true,
        sameSite: "strict",
        secure: "auto",
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      });
      return { success: true as const, token, message: "Logged in." };
    },
  );

  app.post("/api/user/logout", { schema: { response: { 200: successMessageSchema } } }, async (request) => {
    const token = tokenOf(request);
    // Logging out twice, or with an expired token, still leaves the user logged out.
    if (token) await endSession(db, token);
    return { success: true as const, message: "Logged out." };
  });

  app.post("/api/user/logout-all", { preHandler: requireUser(db), schema: { response: { 200: successMessageSchema } } }, async (request) => {
    const ended = await endAllSessions(db, currentUser(request).id);
    return { success: true as const, message: `Logged out everywhere (${ended} ${ended === 1 ? "session" : "sessions"} ended).` };
  });

  app.get(
    "/api/user/addresses",
    {
      config: SPEC_CALL,
      preHandler: requireUser(db),
      schema: { response: { 200: savedAddressListSchema } },
    },
    async (request) => ({ success: true as const, addresses: await listAddresses(db, currentUser(request).id) }),
  );

  app.post(
    "/api/user/address",
    {
      config: SPEC_CALL,
      preHandler: requireUser(db),
      schema: {
        body: z.union([addressBody, z.object({ address: addressBody })]),
        response: { 200: orFailure(addressSavedSchema) },
      },
    },
    async (request) => {
      // Clients post the fields themselves or wrapped as { address }; both are accepted.
      const body = request.body as Record<string, unknown>;
      const fields = body.address && typeof body.address === "object" ? body.address : body;
      const address = await saveAddress(db, currentUser(request).id, fields);
      return { success: true as const, message: translatorFor(requestLanguage(request))(answer.addressSaved), address };
    },
  );
};
