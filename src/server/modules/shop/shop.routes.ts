import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { shopResponseSchema, shopSettingsResponseSchema, shopSettingsSchema } from "~/src/core/shapes/shop";
import type { Config } from "~/src/server/config";
import { SENDS_KEPT_ANSWERS } from "~/src/server/cache/cached-answer";
import { sendCachedJson } from "~/src/server/cache/register-catalog-cache";
import type { Db } from "~/src/server/db/client";
import { currentUser } from "~/src/server/http/auth";
import { staffGuard } from "~/src/server/http/staff-guard";
import { getShopSettings, toPublicShop } from "~/src/server/shared/shop-settings";
import { updateShopSettings } from "./shop.service";

export const shopRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.get("/api/shop", { ...SENDS_KEPT_ANSWERS, schema: { response: { 200: shopResponseSchema } } }, (request, reply) =>
    sendCachedJson(request, reply, async () => ({ success: true as const, shop: toPublicShop(await getShopSettings(db, config)) })),
  );

  app.get("/api/admin/settings", { ...staffGuard(db), schema: { response: { 200: shopSettingsResponseSchema } } }, async () => ({
    success: true as const,
    settings: await getShopSettings(db, config),
  }));

  // The whole object each time: the owner's form always sends every field, and a missing one is a mistake.
  app.put(
    "/api/admin/settings",
    {
      ...staffGuard(db, { ownerOnly: true }),
      schema: { body: shopSettingsSchema, response: { 200: shopSettingsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      settings: await updateShopSettings(db, config, currentUser(request), request.body),
    }),
  );
};
