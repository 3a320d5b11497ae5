import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orFailure } from "~/src/core/shapes/api";
import { orderListSchema, placedOrderSchema, placeOrderBodySchema } from "~/src/core/shapes/order";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { idempotencyHeaders, idempotent } from "~/src/server/http/idempotency";
import { SPEC_CALL } from "~/src/server/http/schemas";
import { upiPayee } from "./order-payments.service";
import { customerOrders } from "./order-store";
import { customerComponentOrder } from "./order-views";
import { componentOrderRequest, placeOrder } from "./place-order.service";

/** The spec's calls for component orders (§7). */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // A retried or double-clicked request with the same Idempotency-Key gets the first answer, not a second order.
  const placeOnce = idempotent(db);
  app.post(
    "/api/order/place",
    {
      config: SPEC_CALL,
      preHandler: [requireUser(db), placeOnce.preHandler],
      onSend: placeOnce.onSend,
      schema: { headers: idempotencyHeaders, body: placeOrderBodySchema, response: { 200: orFailure(placedOrderSchema) } },
    },
    async (request) => {
      const order = await placeOrder({ db, config, userId: currentUser(request).id }, componentOrderRequest(request.body));
      return { success: true as const, message: "Order placed.", orderId: order.id };
    },
  );

  app.post(
    "/api/order/userorders",
    {
      config: SPEC_CALL,
      preHandler: requireUser(db),
      schema: { response: { 200: orderListSchema } },
    },
    async (request) => {
      const [orders, payee] = await Promise.all([customerOrders(db, currentUser(request).id, "component"), upiPayee(db, config)]);
      return { success: true as const, orders: orders.map((order) => customerComponentOrder(order, payee)) };
    },
  );
};
