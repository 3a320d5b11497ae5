import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failureSchema } from "~/src/core/shapes/api";
import {
  deliveryQuoteSchema,
  deliveryRulesResponseSchema,
  deliveryRulesSchema,
  pinParamsSchema,
  unknownPinsResponseSchema,
} from "~/src/core/shapes/delivery";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { deliveryContext, quoteDelivery } from "~/src/server/delivery/delivery-quote";
import { unknownPinMessage } from "~/src/server/delivery/delivery-messages";
import { LANGUAGE_HEADER } from "~/src/core/language";
import { requestLanguage, translatorFor } from "~/src/server/shared/i18n";
import { currentUser } from "~/src/server/http/auth";
import { staffGuard } from "~/src/server/http/staff-guard";
import { refuse } from "~/src/server/refusal";
import { deliveryRulesView, unknownPinsView, updateDeliveryRules } from "./delivery.service";

/**
 * How long browsers and shared caches may keep a PIN's answer: the date moves on at midnight and the owner's
 * rules rarely change, so a few minutes is both fresh and cheap.
 */
const PIN_ANSWER_CACHE = "public, max-age=300";

/** GET /api/delivery/{pin} for everyone (product page, cart, checkout); the owner's delivery rules. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get(
    "/api/delivery/:pin",
    { schema: { params: pinParamsSchema, response: { 200: deliveryQuoteSchema, 404: failureSchema } } },
    async (request, reply) => {
      // The rules and the shop's place are kept in memory until they change (heard like the catalog's
      // changes), so a PIN check reads no database: a lookup in the directory and some date arithmetic.
      const context = await app.catalogCache.get(
        "delivery-context",
        () => deliveryContext(db, config),
        () => 4096,
      );
      // The message is in the page's language, so a cache keeps one answer per language.
      reply.header("vary", LANGUAGE_HEADER);
      const quote = quoteDelivery(request.params.pin, context, new Date(), translatorFor(requestLanguage(request)));
      if (!quote) throw refuse.notFound(unknownPinMessage(request.params.pin));
      reply.header("cache-control", PIN_ANSWER_CACHE);
      return { success: true as const, ...quote };
    },
  );

  app.get(
    "/api/admin/delivery",
    { ...staffGuard(db, { ownerOnly: true }), schema: { response: { 200: deliveryRulesResponseSchema } } },
    async () => ({
      success: true as const,
      ...(await deliveryRulesView(db, config)),
    }),
  );

  app.put(
    "/api/admin/delivery",
    { ...staffGuard(db, { ownerOnly: true }), schema: { body: deliveryRulesSchema, response: { 200: deliveryRulesResponseSchema } } },
    async (request) => ({ success: true as const, ...(await updateDeliveryRules(db, config, currentUser(request), request.body)) }),
  );

  app.get("/api/admin/delivery/unknown-pins", { ...staffGuard(db), schema: { response: { 200: unknownPinsResponseSchema } } }, async () => ({
    success: true as const,
    ...(await unknownPinsView(db)),
  }));
};
