import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { currentUser, requireUser } from "../../http/auth";
import { addressResponse, failureResponse, SPEC_CALL } from "../../http/schemas";
import { listUserOrders, placeOrder } from "./orders.service";

const orderResponse = z.object({
  _id: z.string(),
  date: z.string(),
  status: z.string(),
  paymentMethod: z.string(),
  address: addressResponse.omit({ _id: true }),
  subtotal: z.number(),
  deliveryFee: z.number(),
  amount: z.number(),
  items: z.array(z.object({ _id: z.string(), name: z.string(), image: z.array(z.string()), price: z.number(), quantity: z.number() })),
});

export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.post(
    "/api/order/place",
    {
      config: SPEC_CALL,
      preHandler: requireUser(db),
      schema: {
        body: z.object({
          // The spec's client sends whole product objects; only _id and quantity are read.
          items: z.array(z.looseObject({ _id: z.string().optional(), quantity: z.number().optional() })).max(500).optional(),
          amount: z.number({ message: "amount must be a number" }).optional(),
          address: z.union([z.looseObject({}), z.string()]).optional(),
          paymentMethod: z.string().optional(),
        }),
        response: { 200: z.union([z.object({ success: z.literal(true), message: z.string(), orderId: z.string() }), failureResponse]) },
      },
    },
    async (request) => {
      const orderId = await placeOrder(db, currentUser(request).id, config.deliveryFeePaise, request.body);
      return { success: true as const, message: "Order placed.", orderId };
    },
  );

  app.post(
    "/api/order/userorders",
    {
      config: SPEC_CALL,
      preHandler: requireUser(db),
      schema: { response: { 200: z.object({ success: z.literal(true), orders: z.array(orderResponse) }) } },
    },
    async (request) => ({ success: true as const, orders: await listUserOrders(db, currentUser(request).id) }),
  );
};
