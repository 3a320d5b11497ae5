import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NOT_FOUND, refuse } from "~/src/server/refusal";

const CONTENT_TYPES: Record<string, string> = { ".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg" };

/**
 * GET /Files/{file}: the shop's downloads (brochure, poster). Only names listed in the folder
 * at start are served, so no path can reach anything else.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  const available = new Map<string, { file: string; size: number }>();
  for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file);
    if (stat.isFile() && CONTENT_TYPES[path.extname(name).toLowerCase()]) available.set(name, { file, size: stat.size });
  }

  app.get("/Files/:file", { schema: { params: z.object({ file: z.string().max(200) }) } }, async (request, reply) => {
    const entry = available.get(request.params.file);
    if (!entry) throw refuse.notFound(NOT_FOUND.file);
    return reply
      .header("content-type", CONTENT_TYPES[path.extname(request.params.file).toLowerCase()])
      .header("content-length", entry.size)
      .header("content-disposition", `attachment; filename="${request.params.file}"`)
      .header("cache-control", "public, max-age=86400")
      .send(createReadStream(entry.file));
  });
};
