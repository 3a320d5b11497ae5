import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orFailure, successMessageSchema } from "~/src/core/shapes/api";
import { cartAddBodySchema, cartResponseSchema, cartUpdateBodySchema } from "~/src/core/shapes/cart";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { SPEC_CALL } from "~/src/server/http/schemas";
import { deliveryFeePaise } from "~/src/server/shared/shop-settings";
import { addToCart, getCart, updateCart } from "./cart.service";

const changeResponse = { 200: orFailure(successMessageSchema) };

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const routeOptions = { config: SPEC_CALL, preHandler: requireUser(db) };

  app.post(
    "/api/cart/get",
    {
      ...routeOptions,
      schema: { response: { 200: cartResponseSchema } },
    },
    async (request) => ({ success: true as const, ...(await getCart(db, currentUser(request).id, await deliveryFeePaise(db, config))) }),
  );

  app.post("/api/cart/add", { ...routeOptions, schema: { body: cartAddBodySchema, response: changeResponse } }, async (request) => {
    await addToCart(db, currentUser(request).id, request.body.itemId);
    return { success: true as const, message: "Added to cart." };
  });

  app.post(
    "/api/cart/update",
    {
      ...routeOptions,
      schema: { body: cartUpdateBodySchema, response: changeResponse },
    },
    async (request) => {
      await updateCart(db, currentUser(request).id, request.body.itemId, request.body.quantity);
      return { success: true as const, message: "Cart updated." };
    },
  );
};
