import { mkdir } from "node:fs/promises";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { adminCategoryRoutes } from "./admin-categories.routes";
import { adminCsvRoutes, CSV_MAX_BYTES } from "./admin-csv.routes";
import { adminProductRoutes } from "./admin-products.routes";
import { adminUploadRoutes } from "./admin-uploads.routes";
import { IMAGE_MAX_BYTES } from "~/src/server/shared/images";
import { UPLOAD_FILE_PATTERN, uploadsDirOf } from "./uploads.service";

/**
 * The staff's catalog: products, categories, stock, images and CSV, all behind requireStaff. Multipart and
 * CSV bodies are parsed only inside this plugin; the rest of the API keeps accepting JSON alone.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const uploadsDir = uploadsDirOf(config.dataDir);
  await mkdir(uploadsDir, { recursive: true }).catch((error: Error) => app.log.warn(`uploads folder ${uploadsDir}: ${error.message}`));

  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: CSV_MAX_BYTES }, (_request, body, done) => done(null, body));

  // Uploaded images never change (their names are content hashes), so browsers may keep them for a year.
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    list: false,
    immutable: true,
    maxAge: "365d",
    allowedPath: (pathName) => UPLOAD_FILE_PATTERN.test(pathName.replace(/^\/+/, "")),
  });

  await app.register(adminProductRoutes, { db });
  await app.register(adminCategoryRoutes, { db });
  await app.register(adminUploadRoutes, { db, uploadsDir });
  await app.register(adminCsvRoutes, { db });
};
