import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { defineMessages } from "~/src/core/i18n";
import { successMessageSchema } from "~/src/core/shapes/api";
import {
  bookingItemResponseSchema,
  bookingListSchema,
  enquiryItemResponseSchema,
  enquiryListSchema,
  inboxListQuerySchema,
  inboxMarkBodySchema,
  subscriptionListSchema,
} from "~/src/core/shapes/inbox";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser } from "~/src/server/http/auth";
import { optionalText } from "~/src/server/http/schemas";
import { staffGuard } from "~/src/server/http/staff-guard";
import { listBookings, listEnquiries, listSubscriptions, markBooking, markEnquiry } from "./inbox-staff.service";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";
import { storeBooking, storeEnquiry, storeSubscription } from "./inbox.service";

/** The thanks a form shows, in the page's language (issue 33). */
const answer = defineMessages("inbox.answer", {
  enquiry: "Thank you! Your enquiry has been received. We will get back to you soon.",
  booking: "Thank you! Your booking request has been received. We will call you to plan the workshop.",
  subscribed: "Thank you for subscribing!",
  alreadySubscribed: "You are already subscribed. Thank you!",
});

const created = { 200: successMessageSchema, 201: successMessageSchema };
const idParams = z.object({ id: z.string().max(100) });

/** The storefront's forms (enquiry, workshop booking, subscribe) store what they send; staff read and answer them. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // Open to anyone, so limited per address like sign-up and login.
  const formConfig = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: "1 minute" } };

  app.post(
    "/api/enquiries",
    {
      config: formConfig,
      schema: { body: z.object({ name: optionalText, email: optionalText, phone: optionalText, message: optionalText }), response: created },
    },
    async (request, reply) => {
      await storeEnquiry(db, config, request.body, requestLanguage(request));
      return reply.code(201).send({ success: true as const, message: translatorFor(requestLanguage(request))(answer.enquiry) });
    },
  );

  app.post(
    "/api/workshops/:id/bookings",
    {
      config: formConfig,
      schema: {
        params: idParams,
        body: z.object({
          school: optionalText,
          contact: optionalText,
          date: z.string().max(40).nullable().optional(),
          students: z
            .union([z.number(), z.string().max(20)])
            .nullable()
            .optional(),
        }),
        response: created,
      },
    },
    async (request, reply) => {
      await storeBooking(db, config, request.params.id, request.body);
      return reply.code(201).send({ success: true as const, message: translatorFor(requestLanguage(request))(answer.booking) });
    },
  );

  app.post(
    "/api/subscriptions",
    { config: formConfig, schema: { body: z.object({ email: optionalText }), response: created } },
    async (request, reply) => {
      const isNew = await storeSubscription(db, request.body);
      return reply
        .code(isNew ? 201 : 200)
        .send({ success: true as const, message: translatorFor(requestLanguage(request))(isNew ? answer.subscribed : answer.alreadySubscribed) });
    },
  );

  const staff = staffGuard(db);
  const markSchema = { params: idParams, body: inboxMarkBodySchema };

  app.get(
    "/api/admin/enquiries",
    { ...staff, schema: { querystring: inboxListQuerySchema, response: { 200: enquiryListSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listEnquiries(db, request.query)),
    }),
  );

  app.get(
    "/api/admin/bookings",
    { ...staff, schema: { querystring: inboxListQuerySchema, response: { 200: bookingListSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listBookings(db, request.query)),
    }),
  );

  app.get(
    "/api/admin/subscriptions",
    { ...staff, schema: { querystring: inboxListQuerySchema.omit({ status: true }), response: { 200: subscriptionListSchema } } },
    async (request) => ({ success: true as const, ...(await listSubscriptions(db, request.query)) }),
  );

  app.post("/api/admin/enquiries/:id", { ...staff, schema: { ...markSchema, response: { 200: enquiryItemResponseSchema } } }, async (request) => ({
    success: true as const,
    item: await markEnquiry(db, currentUser(request), request.params.id, request.body),
  }));

  app.post("/api/admin/bookings/:id", { ...staff, schema: { ...markSchema, response: { 200: bookingItemResponseSchema } } }, async (request) => ({
    success: true as const,
    item: await markBooking(db, currentUser(request), request.params.id, request.body),
  }));
};
