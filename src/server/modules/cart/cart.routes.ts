import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { currentUser, requireUser } from "../../http/auth";
import { failureResponse, SPEC_CALL } from "../../http/schemas";
import { productResponse } from "../catalog/catalog.schemas";
import { addToCart, getCart, updateCart } from "./cart.service";

const itemId = z.string({ message: "itemId is required" }).min(1, "itemId is required").max(200);
const changeResponse = { 200: z.union([z.object({ success: z.literal(true), message: z.string() }), failureResponse]) };

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const routeOptions = { config: SPEC_CALL, preHandler: requireUser(db) };

  app.post(
    "/api/cart/get",
    {
      ...routeOptions,
      schema: {
        response: {
          200: z.object({
            success: z.literal(true),
            cartData: z.record(z.string(), z.number()),
            items: z.array(z.object({ _id: z.string(), quantity: z.number(), product: productResponse })),
            subtotal: z.number(),
            deliveryFee: z.number(),
            total: z.number(),
          }),
        },
      },
    },
    async (request) => ({ success: true as const, ...(await getCart(db, currentUser(request).id, config.deliveryFeePaise)) }),
  );

  app.post("/api/cart/add", { ...routeOptions, schema: { body: z.object({ itemId }), response: changeResponse } }, async (request) => {
    await addToCart(db, currentUser(request).id, request.body.itemId);
    return { success: true as const, message: "Added to cart." };
  });

  app.post(
    "/api/cart/update",
    {
      ...routeOptions,
      schema: { body: z.object({ itemId, quantity: z.number({ message: "quantity must be a number" }) }), response: changeResponse },
    },
    async (request) => {
      await updateCart(db, currentUser(request).id, request.body.itemId, request.body.quantity);
      return { success: true as const, message: "Cart updated." };
    },
  );
};
