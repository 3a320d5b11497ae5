import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/src/server/db/client";

/** A load balancer may ask many times a second; the database is asked at most this often. */
const CHECK_EVERY_MS = 1000;
/** The one answer there is, written once: a check is too small a call to pay for a serializer or a compression hook. */
const HEALTHY = Buffer.from(JSON.stringify({ success: true }));

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  let answeredAt = 0;
  let checking: Promise<unknown> | undefined;
  const databaseAnswers = async () => {
    // Checks arriving together share one query; a failed one is not remembered, so the next asks again.
    checking ??= db.execute(sql`select 1`).finally(() => (checking = undefined));
    await checking;
    answeredAt = Date.now();
  };
  const sendHealthy = (reply: FastifyReply) => reply.type("application/json; charset=utf-8").send(HEALTHY);
  const checkThenSend = async (reply: FastifyReply) => {
    await databaseAnswers();
    // The reply is a thenable: this settles once the answer has gone out.
    await sendHealthy(reply);
  };
  // Not async: between database checks the answer goes out before the handler returns.
  app.get(
    "/api/health",
    { compress: false, config: { rateLimit: false }, schema: { response: { 200: z.object({ success: z.literal(true) }) } } },
    (_request, reply) => {
      if (Date.now() - answeredAt < CHECK_EVERY_MS) {
        sendHealthy(reply);
        return undefined;
      }
      return checkThenSend(reply);
    },
  );
};
