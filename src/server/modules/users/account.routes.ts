import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { defineMessages, type Message, type MessageValues } from "~/src/core/i18n";
import { LANGUAGES } from "~/src/core/language";
import { addressSavedSchema } from "~/src/core/shapes/address";
import { successMessageSchema } from "~/src/core/shapes/api";
import { accountSchema, accountUpdatedSchema, businessOnFileSchema } from "~/src/core/shapes/my-account";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser, tokenOf } from "~/src/server/http/auth";
import { addressBody, optionalText } from "~/src/server/http/schemas";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";
import { businessOnFile, changePassword, deleteAccount, getAccount, setMailUpdates, updateAccount } from "./account.service";
import { deleteAddress, makeDefaultAddress, updateAddress } from "./address-book.service";

const addressId = z.object({ id: z.string().max(200) });

/** What the account page toasts, in the page's language (issue 33). */
const answer = defineMessages("account.answer", {
  detailsSaved: "Your details are saved.",
  passwordChanged: "Your password is changed.",
  passwordChangedOthers: "Your password is changed. {count, plural, one {# other session was logged out.} other {# other sessions were logged out.}}",
  addressSaved: "Address saved.",
  addressDeleted: "Address deleted.",
  defaultAddress: "Checkout will use this address first.",
  mailUpdatesOn: "We will e-mail you shipping and delivery updates.",
  mailUpdatesOff: "No more shipping and delivery updates by e-mail.",
  accountDeleted: "Your account is deleted. Your orders are kept for the shop's tax records, without your personal details.",
});

const say = (request: FastifyRequest, message: Message, values?: MessageValues) => translatorFor(requestLanguage(request))(message, values);

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
      message: say(request, answer.detailsSaved),
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
      const message = ended === 0 ? say(request, answer.passwordChanged) : say(request, answer.passwordChangedOthers, { count: ended });
      return { success: true as const, message };
    },
  );

  app.put(
    "/api/user/addresses/:id",
    { preHandler: signedIn, schema: { params: addressId, body: addressBody, response: { 200: addressSavedSchema } } },
    async (request) => ({
      success: true as const,
      message: say(request, answer.addressSaved),
      address: await updateAddress(db, currentUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    "/api/user/addresses/:id",
    { preHandler: signedIn, schema: { params: addressId, response: { 200: successMessageSchema } } },
    async (request) => {
      await deleteAddress(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: say(request, answer.addressDeleted) };
    },
  );

  app.post(
    "/api/user/addresses/:id/default",
    { preHandler: signedIn, schema: { params: addressId, response: { 200: successMessageSchema } } },
    async (request) => {
      await makeDefaultAddress(db, currentUser(request).id, request.params.id);
      return { success: true as const, message: say(request, answer.defaultAddress) };
    },
  );

  app.post(
    "/api/user/preferences",
    { preHandler: signedIn, schema: { body: z.object({ mailUpdates: z.boolean() }), response: { 200: accountUpdatedSchema } } },
    async (request) => {
      const user = await setMailUpdates(db, currentUser(request).id, request.body.mailUpdates);
      const message = say(request, user.mailUpdates ? answer.mailUpdatesOn : answer.mailUpdatesOff);
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
        message: say(request, answer.accountDeleted),
      };
    },
  );
};
