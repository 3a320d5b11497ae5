import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminKitOrderDetailSchema,
  adminKitOrderPageSchema,
  adminKitOrderQuerySchema,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderQuerySchema,
  dashboardSchema,
  statusChangeBodySchema,
} from "~/src/core/shapes/admin-orders";
import { failureSchema } from "~/src/core/shapes/api";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/http/errors";
import { getAdminKitOrder, getAdminOrder, listAdminKitOrders, listAdminOrders } from "./admin-orders.service";
import { dashboard } from "./dashboard.service";
import { changeOrderStatus } from "./order-status.service";

const NOT_FOUND = "Order not found.";
const idParams = z.object({ id: z.string().max(100) });
// Listed so the API document shows them: an unknown order, and a move that is not allowed or comes too late.
const notFound = { 404: failureSchema };
const refused = { 404: failureSchema, 409: failureSchema };

/** Staff (and owner) handle orders and kit orders: lists, details, status changes, and the dashboard. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staff = requireStaff(db);

  app.get(
    "/api/admin/orders",
    { preHandler: staff, schema: { querystring: adminOrderQuerySchema, response: { 200: adminOrderPageSchema } } },
    async (request) => ({ success: true as const, ...(await listAdminOrders(db, request.query)) }),
  );

  app.get(
    "/api/admin/kit-orders",
    { preHandler: staff, schema: { querystring: adminKitOrderQuerySchema, response: { 200: adminKitOrderPageSchema } } },
    async (request) => ({ success: true as const, ...(await listAdminKitOrders(db, request.query)) }),
  );

  app.get(
    "/api/admin/orders/:id",
    { preHandler: staff, schema: { params: idParams, response: { 200: adminOrderDetailSchema, ...notFound } } },
    async (request) => {
      const order = await getAdminOrder(db, request.params.id);
      if (!order) throw refuse.notFound(NOT_FOUND);
      return { success: true as const, order };
    },
  );

  app.get(
    "/api/admin/kit-orders/:id",
    { preHandler: staff, schema: { params: idParams, response: { 200: adminKitOrderDetailSchema, ...notFound } } },
    async (request) => {
      const order = await getAdminKitOrder(db, request.params.id);
      if (!order) throw refuse.notFound(NOT_FOUND);
      return { success: true as const, order };
    },
  );

  app.post(
    "/api/admin/orders/:id/status",
    { preHandler: staff, schema: { params: idParams, body: statusChangeBodySchema, response: { 200: adminOrderDetailSchema, ...refused } } },
    async (request) => {
      const found = await changeOrderStatus(db, config, "order", request.params.id, request.body, currentUser(request));
      const order = found ? await getAdminOrder(db, request.params.id) : null;
      if (!order) throw refuse.notFound(NOT_FOUND);
      return { success: true as const, order };
    },
  );

  app.post(
    "/api/admin/kit-orders/:id/status",
    { preHandler: staff, schema: { params: idParams, body: statusChangeBodySchema, response: { 200: adminKitOrderDetailSchema, ...refused } } },
    async (request) => {
      const found = await changeOrderStatus(db, config, "kit-order", request.params.id, request.body, currentUser(request));
      const order = found ? await getAdminKitOrder(db, request.params.id) : null;
      if (!order) throw refuse.notFound(NOT_FOUND);
      return { success: true as const, order };
    },
  );

  app.get("/api/admin/dashboard", { preHandler: staff, schema: { response: { 200: dashboardSchema } } }, async () => ({
    success: true as const,
    ...(await dashboard(db)),
  }));
};
