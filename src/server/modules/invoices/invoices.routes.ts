import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureSchema, successSchema } from "~/src/core/shapes/api";
import {
  documentFormatQuerySchema,
  gstReturnsQuerySchema,
  invoicePageSchema,
  invoiceQuerySchema,
  invoiceResponseSchema,
} from "~/src/core/shapes/invoices";
import { istDate } from "~/src/core/financial-year";
import { creditNotePageSchema, creditNoteResponseSchema } from "~/src/core/shapes/returns";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { creditNoteByNumber } from "~/src/server/documents/credit-notes";
import { creditNoteFile, invoiceFile, sendDocument } from "~/src/server/documents/document-files";
import { invoiceByNumber } from "~/src/server/documents/invoices";
import { requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import { gstReturns } from "./gst-returns";
import { gstReturnsZip } from "./gst-returns-csv";
import { gstReturnsPortalJson } from "./gst-returns-portal";
import { creditNotesOfMonth, listCreditNotes } from "./credit-notes.service";
import { invoicesOfMonth, listInvoices, supplierGstin } from "./invoices.service";

/** The staff's side of tax documents: the invoices and credit notes issued, each as issued, and the month's GSTR-1 for the accountant. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const staff = requireStaff(db);

  app.get(
    "/api/admin/invoices",
    { preHandler: staff, schema: { querystring: invoiceQuerySchema, response: { 200: invoicePageSchema } } },
    async (request) => ({
      success: true as const,
      ...(await listInvoices(db, request.query)),
    }),
  );

  app.get(
    "/api/admin/invoices/:number",
    {
      preHandler: staff,
      schema: {
        params: z.object({ number: z.string().max(40) }),
        querystring: documentFormatQuerySchema,
        produces: ["application/pdf", "application/json"],
        response: { 200: z.union([invoiceResponseSchema, z.any().describe("The invoice as a PDF (A4)")]), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const row = await invoiceByNumber(db, request.params.number);
      if (!row) throw refuse.notFound(`No invoice numbered ${request.params.number}.`);
      if (request.query.format === "json") return { success: true as const, invoice: row.document };
      return sendDocument(reply, await invoiceFile(row.document));
    },
  );

  app.get(
    "/api/admin/credit-notes",
    { preHandler: staff, schema: { querystring: invoiceQuerySchema, response: { 200: creditNotePageSchema } } },
    async (request) => ({ success: true as const, ...(await listCreditNotes(db, request.query)) }),
  );

  app.get(
    "/api/admin/credit-notes/:number",
    {
      preHandler: staff,
      schema: {
        params: z.object({ number: z.string().max(40) }),
        querystring: documentFormatQuerySchema,
        produces: ["application/pdf", "application/json"],
        response: { 200: z.union([creditNoteResponseSchema, z.any().describe("The credit note as a PDF (A4)")]), 404: failureSchema },
      },
    },
    async (request, reply) => {
      const row = await creditNoteByNumber(db, request.params.number);
      if (!row) throw refuse.notFound(`No credit note numbered ${request.params.number}.`);
      if (request.query.format === "json") return { success: true as const, creditNote: row.document };
      return sendDocument(reply, await creditNoteFile(row.document));
    },
  );

  app.get(
    "/api/admin/gst/returns",
    {
      preHandler: staff,
      schema: {
        querystring: gstReturnsQuerySchema,
        produces: ["application/zip", "application/json"],
        response: {
          200: z.union([
            successSchema({ returns: z.any() }),
            z.any().describe("A ZIP of the GSTR-1 CSV files, or (format=portal) the GST portal's GSTR-1 JSON for upload"),
          ]),
        },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      if (month > istDate(new Date()).slice(0, 7)) throw refuse.invalid(`month must not be after this month (${month} is still to come).`);
      let returns;
      const [invoices, creditNotes] = [await invoicesOfMonth(db, month), await creditNotesOfMonth(db, month)];
      try {
        returns = gstReturns(month, invoices, creditNotes);
      } catch (error) {
        if (error instanceof RangeError) throw refuse.invalid(error.message);
        throw error;
      }
      if (format === "json") return { success: true as const, returns };
      if (format === "portal") {
        const gstin = await supplierGstin(db, config, [...invoices, ...creditNotes]);
        return reply
          .type("application/json")
          .header("content-disposition", `attachment; filename="GSTR-1-${month}-${gstin}.json"`)
          .header("cache-control", "private, no-store")
          .send(JSON.stringify(gstReturnsPortalJson(returns, gstin)));
      }
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="GSTR-1-${month}.zip"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(gstReturnsZip(returns)));
    },
  );
};
