import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get("/api/health", { config: { rateLimit: false }, schema: { response: { 200: z.object({ success: z.literal(true) }) } } }, async () => {
    await db.execute(sql`select 1`);
    return { success: true as const };
  });
};
