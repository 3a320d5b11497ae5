import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { failureSchema, orFailure, successMessageSchema } from "~/src/core/shapes/api";
import { cartAddBodySchema, cartResponseSchema, cartUpdateBodySchema } from "~/src/core/shapes/cart";
import { cartAddManyBodySchema } from "~/src/core/shapes/parts-list";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { SPEC_CALL } from "~/src/server/http/schemas";
import { deliveryFeePaise } from "~/src/server/shared/shop-settings";
import { addManyToCart, addToCart, getCart, updateCart } from "./cart.service";

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

  // Ours, not the spec's (issue 30): refusals answer 400, 404 or 409 rather than 200.
  app.post(
    "/api/cart/add-many",
    {
      preHandler: routeOptions.preHandler,
      schema: { body: cartAddManyBodySchema, response: { 200: cartResponseSchema, 400: failureSchema, 404: failureSchema, 409: failureSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await addManyToCart(db, userId, request.body.items);
      return { success: true as const, ...(await getCart(db, userId, await deliveryFeePaise(db, config))) };
    },
  );
};
