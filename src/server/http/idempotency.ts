import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db } from "~/src/server/db/client";
import { idempotencyKeys } from "~/src/server/db/schema-idempotency";
import { currentUser } from "./auth";

export const IDEMPOTENCY_HEADER = "idempotency-key";

/** The header in a route's schema, so the API document lists it (its format is checked in the preHandler). */
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .describe("One key per attempt (1–200 visible ASCII characters): a retry with the same key and body gets the first answer."),
});
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a retry waits for the first request with its key to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 15_000;

declare module "fastify" {
  interface FastifyRequest {
    /** Set when this request owns an Idempotency-Key: its answer is stored for the retries. */
    idempotencyKey?: string;
  }
}

const requestHash = (request: FastifyRequest) =>
  createHash("sha256")
    .update(JSON.stringify(request.body ?? null))
    .digest("hex");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A header problem, whatever the call: the spec's calls' 200 refusals are for what a customer can fix. */
class IdempotencyKeyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `Idempotency-Key` on calls that create something (orders, kit orders, staff stock changes): the same key
 * and body from the same user get the first answer again and create nothing more, also when the retries
 * arrive at the same time or at another instance (the key's row in PostgreSQL is the lock); the same key
 * with another body is 422. Without the header a call behaves as before. Runs after the session check.
 */
export function idempotent(db: Db) {
  const claim = async (request: FastifyRequest, userId: string, key: string) => {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, route: request.routeOptions.url ?? request.url, requestHash: requestHash(request) })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return Boolean(claimed);
  };

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!KEY_PATTERN.test(key)) throw new IdempotencyKeyError(400, "The Idempotency-Key header must be 1 to 200 visible ASCII characters.");
    const userId = currentUser(request).id;
    // Keys older than a day are forgotten, so a key may be used again after that.
    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, sql`now() - interval '24 hours'`)));
    if (await claim(request, userId, key)) {
      request.idempotencyKey = key;
      return;
    }
    const route = request.routeOptions.url ?? request.url;
    const hash = requestHash(request);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      // The first request failed on our side and gave its key back: this retry takes it over.
      if (!first) {
        if (await claim(request, userId, key)) {
          request.idempotencyKey = key;
          return;
        }
        continue;
      }
      if (first.route !== route || first.requestHash !== hash) {
        throw new IdempotencyKeyError(422, "This Idempotency-Key was already used with a different request. Use a new key for a new request.");
      }
      if (first.statusCode !== null && first.response !== null) {
        return reply.code(first.statusCode).header("idempotent-replayed", "true").type("application/json; charset=utf-8").send(first.response);
      }
      if (Date.now() > deadline)
        throw new IdempotencyKeyError(409, "A request with this Idempotency-Key is still being processed. Try again in a moment.");
      await sleep(100);
    }
  };

  /** Stores the first answer for the retries; a fault (5xx) gives the key back so a retry can try again. */
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    const where = and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
    } else {
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, response: String(payload) })
        .where(where);
    }
    return payload;
  };

  return { preHandler, onSend };
}

/** Housekeeping: every hour, forget keys older than a day (the check above ignores them anyway). */
export function keepIdempotencyKeysForADay(app: FastifyInstance, db: Db) {
  const forget = () =>
    db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS)))
      .catch((error: Error) => app.log.warn(`idempotency keys housekeeping: ${error.message}`));
  const timer = setInterval(forget, 60 * 60 * 1000);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
