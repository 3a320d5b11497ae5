import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminProductResponseSchema } from "~/src/core/shapes/admin-catalog";
import { failureSchema } from "~/src/core/shapes/api";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import type { FileStore } from "~/src/server/shared/file-store";
import { httpRefusal } from "~/src/server/shared/images";
import { attachDocument, documentName, DOCUMENT_MAX_BYTES, removeDocument } from "./admin-documents.service";

const productParams = z.object({ id: z.string().max(200) });
const TOO_LARGE = `The file is too large: a document must be at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`;

/** Datasheets and manuals of a product (issue 32): PDFs in the file store, listed on the product page. */
export const adminDocumentRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  const staffOnly = requireStaff(db);

  app.post(
    "/api/admin/products/:id/documents",
    {
      preHandler: staffOnly,
      schema: {
        consumes: ["multipart/form-data"],
        params: productParams,
        response: { 200: adminProductResponseSchema, 404: failureSchema, 413: failureSchema, 415: failureSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw refuse.invalid("Send the PDF as multipart/form-data, in a field named 'file'.");
      let file: { name: string; bytes: Buffer } | null = null;
      let typedName: string | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES } })) {
          if (part.type === "field" && part.fieldname === "name") typedName = String(part.value);
          else if (part.type === "file") {
            if (part.fieldname !== "file") throw refuse.invalid(`The PDF must be in a field named 'file', not '${part.fieldname}'.`);
            const bytes = await part.toBuffer();
            file = { name: part.filename, bytes };
          }
        }
      } catch (error) {
        const { code, statusCode } = error as { code?: string; statusCode?: number };
        if (code === "FST_REQ_FILE_TOO_LARGE") throw httpRefusal(413, TOO_LARGE);
        if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
        throw refuse.invalid("The upload is not well-formed multipart/form-data: send the PDF in a field named 'file'.");
      }
      if (!file) throw refuse.invalid("No file was sent: put the PDF in a field named 'file'.");
      const name = documentName(typedName, file.name);
      return { success: true as const, product: await attachDocument(db, store, currentUser(request), request.params.id, file.bytes, name) };
    },
  );

  app.delete(
    "/api/admin/products/:id/documents/:position",
    {
      preHandler: staffOnly,
      schema: {
        params: productParams.extend({ position: z.coerce.number().int().min(1, "position must be 1 or more").max(100) }),
        response: { 200: adminProductResponseSchema, 404: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      product: await removeDocument(db, currentUser(request), request.params.id, request.params.position),
    }),
  );
};
