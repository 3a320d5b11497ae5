import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { LANGUAGES } from "~/src/core/language";
import { addressSavedSchema } from "~/src/core/shapes/address";
import { successMessageSchema } from "~/src/core/shapes/api";
import { accountSchema, accountUpdatedSchema, businessOnFileSchema } from "~/src/core/shapes/my-account";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser, tokenOf } from "~/src/server/http/auth";
import { addressBody, optionalText } from "~/src/server/http/schemas";
import { businessOnFile, changePassword, deleteAccount, getAccount, setMailUpdates, updateAccount } from "./account.service";
import { deleteAddress, makeDefaultAddress, updateAddress } from "./address-book.service";

const addressId = z.object({ id: z.string().max(200) });

/** The account page's calls (our own, so every refusal has a 4xx status). The spec's user calls are in users.routes.ts. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const signedIn = requireUser(db);
  // The calls that check a password are limited like sign-in, so a stolen session cannot guess it quickly.
  const passwordRateLimit = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: "1 minute" } };

  app.get("/api/user/me", { preHandler: signedIn, schema: { response: { 200: accountSchema } } }, async (request) => ({
    success: true as const,
    user: await getAccount(db, currentUser(request).id),
  }));

  app.get("/api/user/business", { preHandler: signedIn, schema: { response: { 200: businessOnFileSchema } } }, async (request) => ({
    success: true as const,
    business: await businessOnFile(db, currentUser(request).id),
  }));

  app.post(
    "/api/user/me",
    {
      preHandler: signedIn,
      config: passwordRateLimit,
      schema: {
        // `language`: the customer's language for mails and messages (issue 33).
        body: z.object({ name: optionalText, email: optionalText, currentPassword: optionalText, language: z.enum(LANGUAGES).optional() }),
        response: { 200: accountUpdatedSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Your details are saved.",
      user: await updateAccount(db, currentUser(request), request.body),
    }),
  );

  app.post(
    "/api/user/password",
    {
      preHandler: signedIn,
      config: passwordRateLimit,
      schema: { body: z.object({ currentPassword: optionalText, password: optionalText }), response: { 200: successMessageSchema } },
    },
    async (request) => {
      const ended = await changePassword(db, currentUser(request), tokenOf(request)!, request.body);
      const others = ended === 0 ? "" : ` ${ended} other ${ended === 1 ? "session was" : "sessions were"} logged out.`;
      return { success: true as const, message: `Your password is changed.${others}` };
    },
  );

  app.put(
    "/api/user/addresses/:id",
    { preHandler: signedIn, schema: { params: addressId, body: addressBody, response: { 200: addressSavedSchema } } },
    async (request) => ({
      success: true as const,
      message: "Address saved.",
      address: await updateAddress(db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/api/user/addresses/:id",
    { preHandler: signedIn, schema: { params: addressId, response: { 200: successMessageSchema } } },
    async (request) => {
      await deleteAddress(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: "Address deleted." };
    },
  );

  app.post(
    "/api/user/addresses/:id/default",
    { preHandler: signedIn, schema: { params: addressId, response: { 200: successMessageSchema } } },
    async (request) => {
      await makeDefaultAddress(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: "Checkout will use this address first." };
    },
  );

  app.post(
    "/api/user/preferences",
    { preHandler: signedIn, schema: { body: z.object({ mailUpdates: z.boolean() }), response: { 200: accountUpdatedSchema } } },
    async (request) => {
      const user = await setMailUpdates(db, currentUser(request).id, request.body.mailUpdates);
      const message = user.mailUpdates ? "We will e-mail you shipping and delivery updates." : "No more shipping and delivery updates by e-mail.";
      return { success: true as const, message, user };
    },
  );

  app.post(
    "/api/user/delete",
    {
      preHandler: signedIn,
      config: passwordRateLimit,
      schema: { body: z.object({ password: optionalText }), response: { 200: successMessageSchema } },
    },
    async (request) => {
      await deleteAccount(db, currentUser(request), request.body);
      return {
        success: true as const,
        message: "Your account is deleted. Your orders are kept for the shop's tax records, without your personal details.",
      };
    },
  );
};
