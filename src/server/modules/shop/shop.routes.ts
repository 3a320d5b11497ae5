import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { shopResponseSchema, shopSettingsResponseSchema, shopSettingsSchema } from "../../../core/shapes/shop";
import type { Config } from "../../config";
import { SENDS_KEPT_ANSWERS } from "../../cache/cached-answer";
import { sendCachedJson } from "../../cache/register-catalog-cache";
import type { Db } from "../../db/client";
import { currentUser } from "../../http/auth";
import { staffGuard } from "../../http/staff-guard";
import { getShopSettings, toPublicShop } from "../../shared/shop-settings";
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
