import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { adminCategoryRoutes } from "./admin-categories.routes";
import { adminCsvRoutes, CSV_MAX_BYTES } from "./admin-csv.routes";
import { adminProductRoutes } from "./admin-products.routes";
import { adminUploadRoutes } from "./admin-uploads.routes";
import { adminDocumentRoutes } from "./admin-documents.routes";
import { searchSynonymRoutes } from "./search-synonyms.routes";
import { IMAGE_MAX_BYTES } from "~/src/server/shared/images";
import { openFileStore } from "~/src/server/shared/file-store";
import { moveUploadsIntoStore } from "./upload-migration";
import { uploadsRoutes } from "./uploads.routes";
import { uploadsDirOf } from "./uploads.service";

/**
 * The staff's catalog: products, categories, stock, images and CSV, all behind requireStaff. Multipart and
 * CSV bodies are parsed only inside this plugin; the rest of the API keeps accepting JSON alone.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const store = openFileStore(db, config);
  await moveUploadsIntoStore(uploadsDirOf(config.dataDir), store, app.log);

  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  app.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: CSV_MAX_BYTES }, (_request, body, done) => done(null, body));

  await app.register(uploadsRoutes, { store });

  await app.register(adminProductRoutes, { db });
  await app.register(adminCategoryRoutes, { db });
  await app.register(adminUploadRoutes, { db, store });
  await app.register(adminDocumentRoutes, { db, store });
  await app.register(adminCsvRoutes, { db });
  await app.register(searchSynonymRoutes, { db });
};
