import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { orFailure } from "~/src/core/shapes/api";
import { kitOrderDetailSchema, kitOrderListSchema, placedKitOrderSchema, placeKitOrderBodySchema } from "~/src/core/shapes/kit-order";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { idempotencyHeaders, idempotent } from "~/src/server/http/idempotency";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { upiPayee } from "./order-payments.service";
import { customerOrder, customerOrders } from "./order-store";
import { customerKitOrder } from "./order-views";
import { kitOrderRequest, placeOrder } from "./place-order.service";

// Kit-order screens read the error text from `error` (§8).
const KIT_CALL = { specContract: true, errorField: true } as const;

/** The spec's calls for kit orders (§7). */
export const kitOrdersRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // A retried or double-clicked request with the same Idempotency-Key gets the first answer, not a second order.
  const placeOnce = idempotent(db);
  app.post(
    "/api/kit-orders",
    {
      config: KIT_CALL,
      preHandler: [requireUser(db), placeOnce.preHandler],
      onSend: placeOnce.onSend,
      schema: { headers: idempotencyHeaders, body: placeKitOrderBodySchema, response: { 200: orFailure(placedKitOrderSchema) } },
    },
    async (request) => {
      const order = await placeOrder({ db, config, userId: currentUser(request).id }, kitOrderRequest(request.body));
      return { success: true as const, message: "Kit order placed.", order: customerKitOrder(order) };
    },
  );

  app.get(
    "/api/kit-orders",
    {
      config: KIT_CALL,
      preHandler: requireUser(db),
      schema: { response: { 200: kitOrderListSchema } },
    },
    async (request) => {
      const [orders, payee] = await Promise.all([customerOrders(db, currentUser(request).id, "kit"), upiPayee(db, config)]);
      return { success: true as const, orders: orders.map((order) => customerKitOrder(order, payee)) };
    },
  );

  app.get(
    "/api/kit-orders/:id",
    {
      config: KIT_CALL,
      preHandler: requireUser(db),
      schema: {
        params: z.object({ id: z.string().max(100) }),
        response: { 200: kitOrderDetailSchema },
      },
    },
    async (request) => {
      const order = await customerOrder(db, currentUser(request).id, "kit", request.params.id);
      if (!order) throw refuse.notFound(NOT_FOUND.order);
      return { success: true as const, order: customerKitOrder(order, await upiPayee(db, config)) };
    },
  );
};
