import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from "fastify";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { answerBytes, makeAnswer, sendAnswer, type CachedAnswer } from "./cached-answer";
import { CatalogCache, type CatalogCacheOptions } from "./catalog-cache";
import { listenForCatalogChanges } from "./change-feed";

declare module "fastify" {
  interface FastifyInstance {
    catalogCache: CatalogCache;
    /** Cache-Control of the catalog's answers and pages (CDN_MAX_AGE). */
    catalogCacheControl: string;
  }
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The catalog cache of this instance, fed by the database's change notifications (every instance and
 * every tool), and told at once of this instance's own staff changes so the staff member who made one
 * sees it on the next page without waiting for the notification's round trip.
 */
export function registerCatalogCache(app: FastifyInstance, { db, config, options }: { db: Db; config: Config; options?: CatalogCacheOptions }) {
  const cache = new CatalogCache(options);
  const feed = listenForCatalogChanges(db.$client.options, cache, app.log);
  app.decorate("catalogCache", cache);
  app.decorate(
    "catalogCacheControl",
    config.cdnMaxAgeSeconds > 0
      ? `public, max-age=0, s-maxage=${config.cdnMaxAgeSeconds}, stale-while-revalidate=${config.cdnMaxAgeSeconds * 4}`
      : "public, no-cache",
  );
  // On the staff calls that change things only (by the matched route, so `/api/%61dmin/…` counts too),
  // not as a hook every request passes through.
  const forgetOnSend: onSendHookHandler = (request, _reply, payload, done) => {
    if (MUTATING.has(request.method)) cache.invalidate();
    done(null, payload);
  };
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith("/api/admin/") || !methods.some((method) => MUTATING.has(method))) return;
    route.onSend = [forgetOnSend, ...[route.onSend ?? []].flat()];
  });
  app.addHook("onClose", async () => {
    cache.close();
    await feed.close();
  });
}

/**
 * A GET answer of the catalog from memory: `load` runs only when nothing current is kept for this URL,
 * and its value goes through the route's own response schema (as an uncached answer would). A kept answer
 * is sent before this returns (and nothing is returned, as Fastify asks of a handler that has sent);
 * otherwise the returned promise settles once the loaded answer is sent. `key` names the answer when the
 * route knows a canonical form of its query (else the URL does).
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
  key = `json ${request.url}`,
): Promise<void> | undefined {
  const { catalogCache } = request.server;
  const kept = catalogCache.peek<CachedAnswer>(key);
  if (kept) {
    sendKept(request, reply, key, kept);
    return undefined;
  }
  const loadAndSend = async () => {
    const answer = await catalogCache.get<CachedAnswer>(
      key,
      async () => makeAnswer(200, { "content-type": "application/json; charset=utf-8" }, Buffer.from(reply.serialize(await load()) as string)),
      answerBytes,
    );
    // The reply is a thenable: the handler's promise settles when the answer has gone out.
    return sendKept(request, reply, key, answer);
  };
  return loadAndSend();
}

function sendKept(request: FastifyRequest, reply: FastifyReply, key: string, answer: CachedAnswer) {
  const { catalogCache, catalogCacheControl } = request.server;
  return sendAnswer(request, reply, answer, {
    cacheControl: catalogCacheControl,
    onGrow: (bytes) => catalogCache.grew(key, answer, bytes),
  });
}
