import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FileStore } from "~/src/server/shared/file-store";
import { NOT_FOUND, refuse } from "~/src/server/refusal";
import { UPLOAD_FILE_PATTERN } from "./uploads.service";

/** Datasheets: `docs/<hash>.pdf`, named by their content like the photos. */
export const DOCUMENT_KEY_PATTERN = /^docs\/[0-9a-f]{32}\.pdf$/;

/**
 * GET /uploads/…: public files from the file store, on every instance. A file's key is a hash of its content, so
 * it never changes and browsers and CDNs may keep it for a year. Private files (a customer's photos) are never
 * served here; their own calls check who asks.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ store: FileStore }> = async (app, { store }) => {
  const params = z.object({ "*": z.string().max(200) });
  app.get("/uploads/*", { schema: { hide: true, params } }, async (request, reply) => {
    const key = request.params["*"];
    if (!UPLOAD_FILE_PATTERN.test(key) && !DOCUMENT_KEY_PATTERN.test(key)) throw refuse.notFound(NOT_FOUND.file);
    const etag = `"${key.replace(/\W/g, "")}"`;
    if (request.headers["if-none-match"] === etag) return reply.code(304).header("etag", etag).send();
    const file = await store.get(key);
    if (!file || file.private) throw refuse.notFound(NOT_FOUND.file);
    return reply
      .header("content-type", file.contentType)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("etag", etag)
      .send(file.bytes);
  });
};
