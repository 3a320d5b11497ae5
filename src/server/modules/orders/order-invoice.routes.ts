import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_KIND_NAMES, ORDER_KINDS } from "~/src/core/order-kinds";
import { failureSchema } from "~/src/core/shapes/api";
import { documentFormatQuerySchema, invoiceResponseSchema } from "~/src/core/shapes/invoices";
import { creditNoteResponseSchema } from "~/src/core/shapes/returns";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { creditNoteFile, invoiceFile, sendDocument } from "~/src/server/documents/document-files";
import { currentUser, requireUser } from "~/src/server/http/auth";
import { orderCreditNote, orderInvoice } from "./order-invoice.service";

/**
 * GET /api/orders/{id}/invoice and /api/kit-orders/{id}/invoice: the order's tax invoice (once shipped) or its
 * proforma, as a PDF or, with ?format=json, as the document's figures; …/credit-notes/{number} its credit notes
 * alike. For the order's customer and for staff.
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
        return sendDocument(reply, await invoiceFile(invoice));
      },
    );

    app.get(
      `/api/${ORDER_KINDS[kind].segment}/:id/credit-notes/:number`,
      {
        preHandler: signedIn,
        schema: {
          params: z.object({ id: z.string().max(100), number: z.string().max(40) }),
          querystring: documentFormatQuerySchema,
          produces: ["application/pdf", "application/json"],
          response: { 200: z.union([creditNoteResponseSchema, z.any().describe("The credit note as a PDF (A4)")]), 404: failureSchema },
        },
      },
      async (request, reply) => {
        const creditNote = await orderCreditNote(db, currentUser(request), kind, request.params.id, request.params.number);
        if (request.query.format === "json") return { success: true as const, creditNote };
        return sendDocument(reply, await creditNoteFile(creditNote));
      },
    );
  }
};
