import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { currentUser, requireUser } from "../../http/auth";
import { refuse } from "../../http/errors";
import { addressResponse, failureResponse } from "../../http/schemas";
import { getKitOrder, listKitOrders, placeKitOrder } from "./kits.service";

const kitOrderResponse = z.object({
  _id: z.string(),
  createdAt: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  address: addressResponse.omit({ _id: true }),
  totalAmount: z.number(),
  discount: z.number(),
  finalAmount: z.number(),
  products: z.array(
    z.object({
      product: z.object({ _id: z.string(), name: z.string(), image: z.array(z.string()), price: z.number(), discount: z.number() }),
      quantity: z.number(),
    }),
  ),
});

// Kit-order screens read the error text from `error` (§8).
const KIT_CALL = { specContract: true, errorField: true } as const;

export const kitsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/api/kit-orders",
    {
      config: KIT_CALL,
      preHandler: requireUser(db),
      schema: {
        body: z.object({
          products: z.array(z.looseObject({ _id: z.string().optional(), quantity: z.number().optional() })).max(100).optional(),
          totalAmount: z.number({ message: "totalAmount must be a number" }).optional(),
          discount: z.number({ message: "discount must be a number" }).optional(),
          finalAmount: z.number({ message: "finalAmount must be a number" }).optional(),
          paymentMethod: z.string().optional(),
          address: z.union([z.looseObject({}), z.string()]).optional(),
        }),
        response: {
          200: z.union([z.object({ success: z.literal(true), message: z.string(), order: kitOrderResponse }), failureResponse]),
        },
      },
    },
    async (request) => {
      const order = await placeKitOrder(db, currentUser(request).id, request.body);
      return { success: true as const, message: "Kit order placed.", order };
    },
  );

  app.get(
    "/api/kit-orders",
    {
      config: KIT_CALL,
      preHandler: requireUser(db),
      schema: { response: { 200: z.object({ success: z.literal(true), orders: z.array(kitOrderResponse) }) } },
    },
    async (request) => ({ success: true as const, orders: await listKitOrders(db, currentUser(request).id) }),
  );

  app.get(
    "/api/kit-orders/:id",
    {
      config: KIT_CALL,
      preHandler: requireUser(db),
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ success: z.literal(true), order: kitOrderResponse }) },
      },
    },
    async (request) => {
      const order = await getKitOrder(db, currentUser(request).id, request.params.id);
      if (!order) throw refuse.notFound("Order not found.");
      return { success: true as const, order };
    },
  );
};
