import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { importDryRunSchema, importRefusalSchema, importResultSchema } from "~/src/core/shapes/admin-catalog";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { importQuerySchema } from "./admin-catalog.schemas";
import { exportProductsCsv } from "./product-csv.service";
import { dryRunImport, runImport } from "./product-import.service";

export const CSV_MAX_BYTES = 2 * 1024 * 1024;

/** CSV export and import of products; the parent plugin reads `text/csv` bodies as text. */
export const adminCsvRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staffOnly = requireStaff(db);

  app.get(
    "/api/admin/products/export.csv",
    {
      preHandler: staffOnly,
      schema: {
        // Refusals are JSON; the export itself is CSV text.
        produces: ["text/csv", "application/json"],
        response: {
          200: z.string().describe("CSV: id,name,category,price,discount,stock,bestSeller,lowStockThreshold,archived,hsn,gstRate,images,description"),
        },
      },
    },
    async (_request, reply) => {
      const csv = await exportProductsCsv(db);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="tinkerwala-products-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  app.post(
    "/api/admin/products/import",
    {
      preHandler: staffOnly,
      bodyLimit: CSV_MAX_BYTES,
      schema: {
        consumes: ["text/csv"],
        querystring: importQuerySchema,
        body: z.string({ message: "Send the products as CSV text (content type text/csv)." }),
        response: { 200: z.union([importDryRunSchema, importResultSchema]), 400: importRefusalSchema },
      },
    },
    async (request, reply) => {
      if (request.query.dryRun) return { success: true as const, dryRun: true as const, ...(await dryRunImport(db, request.body)) };
      const result = await runImport(db, currentUser(request), request.body);
      if ("errors" in result) {
        const count = result.errors.length;
        return reply.code(400).send({
          success: false as const,
          message: `Nothing was imported: ${count} problem${count === 1 ? "" : "s"} in the file. Fix ${count === 1 ? "it" : "them"} and import again.`,
          errors: result.errors,
        });
      }
      return { success: true as const, dryRun: false as const, ...result };
    },
  );
};
