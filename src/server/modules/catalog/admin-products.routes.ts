import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { productCreateSchema, productPatchSchema } from "~/src/core/catalog-input";
import {
  adminProductPageSchema,
  adminProductResponseSchema,
  ledgerResponseSchema,
  stockChangeBodySchema,
  stockChangeResponseSchema,
} from "~/src/core/shapes/admin-catalog";
import { failureSchema } from "~/src/core/shapes/api";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { idempotencyHeaders, idempotent } from "~/src/server/http/idempotency";
import { adminProductQuerySchema } from "./admin-catalog.schemas";
import { createProduct, getAdminProduct, listAdminProducts, setArchived, updateProduct } from "./admin-products.service";
import { adjustStock, productLedger } from "./admin-stock.service";

const productParams = z.object({ id: z.string().min(1).max(200) });

export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // A retried stock change with the same Idempotency-Key is applied once.
  const changeOnce = idempotent(db);
  const staffOnly = requireStaff(db);

  app.get(
    "/api/admin/products",
    { preHandler: staffOnly, schema: { querystring: adminProductQuerySchema, response: { 200: adminProductPageSchema } } },
    async (request) => ({ success: true as const, ...(await listAdminProducts(db, request.query)) }),
  );

  app.get(
    "/api/admin/products/:id",
    { preHandler: staffOnly, schema: { params: productParams, response: { 200: adminProductResponseSchema } } },
    async (request) => ({ success: true as const, product: await getAdminProduct(db, request.params.id) }),
  );

  app.post(
    "/api/admin/products",
    {
      preHandler: staffOnly,
      // 201 is what is sent; 200 is listed too because every call of the API document has one.
      schema: { body: productCreateSchema, response: { 200: adminProductResponseSchema, 201: adminProductResponseSchema, 409: failureSchema } },
    },
    async (request, reply) => {
      const product = await createProduct(db, currentUser(request), request.body);
      return reply.code(201).send({ success: true as const, product });
    },
  );

  app.patch(
    "/api/admin/products/:id",
    { preHandler: staffOnly, schema: { params: productParams, body: productPatchSchema, response: { 200: adminProductResponseSchema } } },
    async (request) => ({ success: true as const, product: await updateProduct(db, currentUser(request), request.params.id, request.body) }),
  );

  app.delete(
    "/api/admin/products/:id",
    { preHandler: staffOnly, schema: { params: productParams, response: { 200: adminProductResponseSchema } } },
    async (request) => ({ success: true as const, product: await setArchived(db, currentUser(request), request.params.id, true) }),
  );

  app.post(
    "/api/admin/products/:id/restore",
    { preHandler: staffOnly, schema: { params: productParams, response: { 200: adminProductResponseSchema } } },
    async (request) => ({ success: true as const, product: await setArchived(db, currentUser(request), request.params.id, false) }),
  );

  app.post(
    "/api/admin/products/:id/stock",
    {
      preHandler: [staffOnly, changeOnce.preHandler],
      onSend: changeOnce.onSend,
      schema: {
        headers: idempotencyHeaders,
        params: productParams,
        body: stockChangeBodySchema,
        response: { 200: stockChangeResponseSchema, 409: failureSchema },
      },
    },
    async (request) => ({ success: true as const, stock: await adjustStock(db, currentUser(request), request.params.id, request.body) }),
  );

  app.get(
    "/api/admin/products/:id/ledger",
    { preHandler: staffOnly, schema: { params: productParams, response: { 200: ledgerResponseSchema } } },
    async (request) => ({ success: true as const, entries: await productLedger(db, request.params.id) }),
  );
};
