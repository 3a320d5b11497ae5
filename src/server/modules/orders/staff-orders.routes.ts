import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_KIND_NAMES, ORDER_KINDS, type OrderKind } from "~/src/core/order-kinds";
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
import { paymentRecordBodySchema } from "~/src/core/shapes/quotes";
import { returnToOriginBodySchema } from "~/src/core/shapes/returns";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { pinConfirmation } from "~/src/server/delivery/address-place";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import { getShopSettings } from "~/src/server/shared/shop-settings";
import { dashboard } from "./dashboard.service";
import { changeOrderStatus } from "./order-status.service";
import { staffOrder, staffOrderPage, type StaffOrder } from "./order-store";
import { recordPayment, upiPayee } from "./order-payments.service";
import { staffComponentOrder, staffKitOrder, type UpiPayee } from "./order-views";
import { returnToOrigin } from "./return-to-origin.service";

const NOT_FOUND = "Order not found.";
const idParams = z.object({ id: z.string().max(100) });
// Listed so the API document shows them: an unknown order, and a move that is not allowed or comes too late.
const notFound = { 404: failureSchema };
const refused = { 404: failureSchema, 409: failureSchema };

/** What differs between the kinds' staff calls: the names their answers use (a contract), and their statuses. */
const STAFF_API = {
  component: { query: adminOrderQuerySchema, page: adminOrderPageSchema, detail: adminOrderDetailSchema, view: staffComponentOrder },
  kit: { query: adminKitOrderQuerySchema, page: adminKitOrderPageSchema, detail: adminKitOrderDetailSchema, view: staffKitOrder },
} as const;

/** Staff (and owner) handle orders of both kinds, at /api/admin/orders and /api/admin/kit-orders, and the dashboard. */
export const staffOrdersRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staff = requireStaff(db);

  for (const kind of ORDER_KIND_NAMES) {
    const api = STAFF_API[kind];
    const base = `/api/admin/${ORDER_KINDS[kind].segment}`;
    // One view function per kind; the cast tells TypeScript that this kind's view goes with this kind's schema.
    const view = api.view as (order: StaffOrder, payee: UpiPayee | null) => Omit<z.infer<(typeof api.detail)["shape"]["order"]>, "pinConfirmed">;
    // Whether each order's PIN is known is asked afresh: a PIN the owner adds is confirmed on every order at once.
    const withPin = (confirmed: (pin: string) => boolean, payee: UpiPayee | null) => (order: StaffOrder) => ({
      ...view(order, payee),
      pinConfirmed: confirmed(order.address.zipcode),
    });
    const found = async (order: StaffOrder | null) => {
      if (!order) throw refuse.notFound(NOT_FOUND);
      const [confirmed, payee] = await Promise.all([pinConfirmation(db), upiPayee(db, config)]);
      return { success: true as const, order: withPin(confirmed, payee)(order) };
    };

    app.get(base, { preHandler: staff, schema: { querystring: api.query, response: { 200: api.page } } }, async (request) => {
      const [{ orders, total }, confirmed, payee] = await Promise.all([
        staffOrderPage(db, kind as OrderKind, request.query, await getShopSettings(db, config)),
        pinConfirmation(db),
        upiPayee(db, config),
      ]);
      const { page, limit } = request.query;
      return { success: true as const, orders: orders.map(withPin(confirmed, payee)), total, page, pages: Math.max(1, Math.ceil(total / limit)) };
    });

    app.post(
      `${base}/:id/payment`,
      {
        preHandler: staff,
        schema: { params: idParams, body: paymentRecordBodySchema, response: { 200: api.detail, 400: failureSchema, ...refused } },
      },
      async (request) => {
        const recorded = await recordPayment({ db, config, actor: currentUser(request) }, request.params.id, request.body);
        return found(recorded === kind ? await staffOrder(db, kind, request.params.id) : null);
      },
    );

    app.get(`${base}/:id`, { preHandler: staff, schema: { params: idParams, response: { 200: api.detail, ...notFound } } }, async (request) =>
      found(await staffOrder(db, kind, request.params.id)),
    );

    app.post(
      `${base}/:id/status`,
      { preHandler: staff, schema: { params: idParams, body: statusChangeBodySchema, response: { 200: api.detail, ...refused } } },
      async (request) =>
        found(await changeOrderStatus({ db, config, actor: currentUser(request) }, { kind, id: request.params.id, change: request.body })),
    );

    app.post(
      `${base}/:id/return-to-origin`,
      {
        preHandler: staff,
        schema: { params: idParams, body: returnToOriginBodySchema, response: { 200: api.detail, 400: failureSchema, ...refused } },
      },
      async (request) => found(await returnToOrigin({ db, config, actor: currentUser(request) }, { kind, id: request.params.id, ...request.body })),
    );
  }

  app.get("/api/admin/dashboard", { preHandler: staff, schema: { response: { 200: dashboardSchema } } }, async () => ({
    success: true as const,
    ...(await dashboard(db)),
  }));
};
