import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_KIND_NAMES, ORDER_KINDS } from "~/src/core/order-kinds";
import { failureSchema } from "~/src/core/shapes/api";
import { documentFormatQuerySchema, invoiceResponseSchema } from "~/src/core/shapes/invoices";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { contentDisposition, invoiceFile } from "~/src/server/documents/document-files";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { orderInvoice } from "./order-invoice.service";

/**
 * GET /api/orders/{id}/invoice and /api/kit-orders/{id}/invoice: the order's tax invoice (once shipped) or its
 * proforma, as a PDF or, with ?format=json, as the document's figures. For the order's customer and for staff.
 */
export const orderInvoiceRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const signedIn = requireUser(db);
  for (const kind of ORDER_KIND_NAMES) {
    app.get(
      `/api/${ORDER_KINDS[kind].segment}/:id/invoice`,
      {
        preHandler: signedIn,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          querystring: documentFormatQuerySchema,
          produces: ["application/pdf", "application/json"],
          response: { 200: z.union([invoiceResponseSchema, z.any().describe("The invoice as a PDF (A4)")]), 404: failureSchema, 409: failureSchema },
        },
      },
      async (request, reply) => {
        const invoice = await orderInvoice(db, config, currentUser(request), kind, request.params.id);
        if (request.query.format === "json") return { success: true as const, invoice };
        const file = await invoiceFile(invoice);
        return reply
          .type("application/pdf")
          .header("content-disposition", contentDisposition(file))
          .header("cache-control", "private, no-store")
          .send(file.content);
      },
    );
  }
};
