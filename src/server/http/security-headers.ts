import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on the routes of the documents context (pages and public files), which helmet looks after. */
    document?: boolean;
  }
}

/**
 * The API's answers are JSON for scripts, not documents: of helmet's dozen headers they need the ones the
 * OWASP REST Security Cheat Sheet lists (HSTS, nosniff, no framing), plus no referrer and same-origin
 * embedding. Sent from one precomputed list instead of helmet's chain of twelve middlewares, because on
 * the busiest calls the headers are most of the answer.
 */
const API_HEADERS: Record<string, string> = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

/**
 * Every answer but a document's gets the short list: API calls, downloads, the 404 of an unknown call.
 * Call before the other plugins: the hook then runs first, so early refusals (401, 429) carry it too.
 */
export function leanApiSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    if (request.routeOptions.config.document !== true) reply.headers(API_HEADERS);
    done();
  });
}

/**
 * Pages and public files: helmet's full set (pages add their own Content-Security-Policy, see
 * web/content-security-policy.ts). Registered in a context of their own, so that helmet's two hooks run
 * for documents only, not for every API call as they did when it was registered for the whole app.
 */
export function registerDocuments(app: FastifyInstance, register: (documents: FastifyInstance) => Promise<void>) {
  return app.register(async (documents) => {
    documents.addHook("onRoute", (route) => {
      route.config = { ...route.config, document: true };
    });
    await documents.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
    await register(documents);
  });
}
