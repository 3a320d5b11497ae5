import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { uploadResponseSchema } from "~/src/core/shapes/admin-catalog";
import { failureSchema } from "~/src/core/shapes/api";
import type { Db } from "~/src/server/db/client";
import { requireStaff } from "~/src/server/http/auth";
import { refuse } from "~/src/server/refusal";
import type { FileStore } from "~/src/server/shared/file-store";
import { httpRefusal, IMAGE_TOO_LARGE_MESSAGE } from "~/src/server/shared/images";
import { storeImage } from "./uploads.service";

/** POST /api/admin/uploads: one image in the multipart field `file` (multipart is registered by the parent plugin). */
export const adminUploadRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (app, { db, store }) => {
  app.post(
    "/api/admin/uploads",
    {
      preHandler: requireStaff(db),
      schema: { consumes: ["multipart/form-data"], response: { 200: uploadResponseSchema, 413: failureSchema, 415: failureSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) throw refuse.invalid("Send the image as multipart/form-data, in a field named 'file'.");
      const file = await request.file().catch(refuseMalformed);
      if (!file) throw refuse.invalid("No file was sent: put the image in a field named 'file'.");
      if (file.fieldname !== "file") throw refuse.invalid(`The image must be in a field named 'file', not '${file.fieldname}'.`);
      const bytes = await file.toBuffer().catch(refuseMalformed);
      return { success: true as const, ...(await storeImage(store, bytes)) };
    },
  );
};

/**
 * Reading the upload fails only because of what the client sent: a file past the limit, or a body the
 * multipart parser cannot follow (no boundary, a cut-off part), which it reports as a plain Error — a 400,
 * not a fault of ours. Errors that already carry a 4xx status (the parser's own limits) keep it.
 */
function refuseMalformed(error: { code?: string; statusCode?: number }): never {
  if (error.code === "FST_REQ_FILE_TOO_LARGE") throw httpRefusal(413, IMAGE_TOO_LARGE_MESSAGE);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) throw error;
  throw refuse.invalid("The upload is not well-formed multipart/form-data: send the image in a field named 'file'.");
}
