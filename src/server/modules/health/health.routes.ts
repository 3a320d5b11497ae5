import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";

/** A load balancer may ask many times a second; the database is asked at most this often. */
const CHECK_EVERY_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  let answeredAt = 0;
  let checking: Promise<unknown> | undefined;
  const databaseAnswers = async () => {
    if (Date.now() - answeredAt < CHECK_EVERY_MS) return;
    // Checks arriving together share one query; a failed one is not remembered, so the next asks again.
    checking ??= db.execute(sql`select 1`).finally(() => (checking = undefined));
    await checking;
    answeredAt = Date.now();
  };
  app.get("/api/health", { config: { rateLimit: false }, schema: { response: { 200: z.object({ success: z.literal(true) }) } } }, async () => {
    await databaseAnswers();
    return { success: true as const };
  });
};
