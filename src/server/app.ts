import { randomUUID } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";
import compress from "@fastify/compress";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Db } from "~/src/server/db/client";
import packageJson from "~/package.json";
import { leanApiSecurityHeaders, registerDocuments } from "~/src/server/http/security-headers";
import { registerErrorHandling } from "~/src/server/http/errors";
import { OneLinePerRequest, withoutRedaction } from "~/src/server/http/request-log";
import { lazyRequestLogger } from "~/src/server/http/request-logger";
import { refuseWhileClosing } from "~/src/server/http/unavailable";
import { registerOpenApi } from "~/src/server/http/openapi";
import { guardStaffArea } from "~/src/server/http/staff-guard";
import { answerFrameworkError, guardRequestText } from "~/src/server/http/text-guard";
import { keepIdempotencyKeysForADay } from "~/src/server/http/idempotency";
import { MAX_BODY_DEPTH, nestsDeeperThan } from "~/src/server/http/json-depth";
import { createLogger } from "./logger";
import { registerCatalogCache } from "~/src/server/cache/register-catalog-cache";
import type { CatalogCacheOptions } from "~/src/server/cache/catalog-cache";
import { adminBlogRoutes } from "~/src/server/modules/blog/admin-blog.routes";
import { adminCatalogRoutes } from "~/src/server/modules/catalog/admin-catalog.routes";
import { blogRoutes } from "~/src/server/modules/blog/blog.routes";
import { cartRoutes } from "~/src/server/modules/cart/cart.routes";
import { deliveryRoutes } from "~/src/server/modules/delivery/delivery.routes";
import { catalogRoutes } from "~/src/server/modules/catalog/catalog.routes";
import { partsListRoutes } from "~/src/server/modules/catalog/parts-list.routes";
import { kitCheckRoutes } from "~/src/server/modules/catalog/kit-check.routes";
import { stockAlertRoutes } from "~/src/server/modules/stock-alerts/stock-alerts.routes";
import { filesRoutes } from "~/src/server/modules/files/files.routes";
import { healthRoutes } from "~/src/server/modules/health/health.routes";
import { inboxRoutes } from "~/src/server/modules/inbox/inbox.routes";
import { invoicesRoutes } from "~/src/server/modules/invoices/invoices.routes";
import { kitOrdersRoutes } from "~/src/server/modules/orders/kit-orders.routes";
import { mailRoutes } from "~/src/server/mail/outbox.routes";
import { orderInvoiceRoutes } from "~/src/server/modules/orders/order-invoice.routes";
import { ordersRoutes } from "~/src/server/modules/orders/orders.routes";
import { adminReturnsRoutes } from "~/src/server/modules/returns/admin-returns.routes";
import { returnsRoutes } from "~/src/server/modules/returns/returns.routes";
import { adminQuotesRoutes } from "~/src/server/modules/quotes/admin-quotes.routes";
import { quotesRoutes } from "~/src/server/modules/quotes/quotes.routes";
import { adminReviewsRoutes } from "~/src/server/modules/reviews/admin-reviews.routes";
import { reviewsRoutes } from "~/src/server/modules/reviews/reviews.routes";
import { staffOrdersRoutes } from "~/src/server/modules/orders/staff-orders.routes";
import { shopRoutes } from "~/src/server/modules/shop/shop.routes";
import { staffRoutes } from "~/src/server/modules/staff/staff.routes";
import { accountRoutes } from "~/src/server/modules/users/account.routes";
import { passwordResetRoutes } from "~/src/server/modules/users/password-reset.routes";
import { usersRoutes } from "~/src/server/modules/users/users.routes";
import { downloadsDir, publicDir } from "./paths";
import { FONT_PREFIX, fontDirectory } from "~/src/server/web/hindi-font";

export interface AppOptions {
  config: Config;
  db: Db;
  /** Mount the storefront (server-rendered pages). API tests leave it out. */
  registerWeb?: (app: FastifyInstance) => Promise<void>;
  /** The process's logger (see logger.ts); `false` for silence in tests. A fresh one when left out. */
  logger?: FastifyBaseLogger | false;
  /** Called before any route is registered; tests use it to watch routes being added. */
  beforeRoutes?: (app: FastifyInstance) => void;
  /** The catalog cache's lag and size (tests shorten the stock lag). */
  catalogCache?: CatalogCacheOptions;
}

export async function buildApp({
  config,
  db,
  registerWeb,
  beforeRoutes,
  catalogCache,
  logger = createLogger(config),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // A correlation id unique across restarts and instances, on every log line of the request.
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(logger ? withoutRedaction(logger) : undefined),
    ...(logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    // refuseWhileClosing answers late requests in the shop's own 503 shape instead.
    return503OnClosing: false,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  beforeRoutes?.(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest("user", null);

  // Many clients send an empty body with a JSON content type (POST /api/cart/get): treat it as {}.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === "") return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      const error = new SyntaxError("Request body is not valid JSON.") as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      return done(error, undefined);
    }
    if (nestsDeeperThan(parsed, MAX_BODY_DEPTH)) {
      return done(Object.assign(new Error(`Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`), { statusCode: 400 }), undefined);
    }
    done(null, parsed);
  });

  // First: everything but pages and files gets the API's short list of security headers (not helmet's).
  leanApiSecurityHeaders(app);
  registerErrorHandling(app);
  refuseWhileClosing(app);

  // Without other origins there is nothing for CORS to add, and a preflight is a 404 either way: leave
  // the plugin's hook off every request.
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ["content-type", "token"],
      methods: ["GET", "POST", "OPTIONS"],
      maxAge: 600,
    });
  }
  // A GET carries no body to decompress: leave compress's preParsing hook off the routes that take none.
  app.addHook("onRoute", (route) => {
    if ([route.method].flat().every((method) => method === "GET" || method === "HEAD")) route.decompress ??= false;
  });
  // Brotli's default quality (11) costs tens of milliseconds per page; 4 compresses nearly as well, fast.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  // With several instances behind a load balancer the counters live in Redis, shared by all.
  // Loaded only when used: most single-instance shops have no Redis, and a start need not load its client.
  const redis = config.redisUrl
    ? new (await import("ioredis")).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on("error", (error) => app.log.warn(`redis: ${error.message}`));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    redis,
    nameSpace: "tinkerwala-rate-limit-",
    // A Redis outage must not take the shop down: count nothing rather than refuse everyone.
    skipOnError: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: "1 minute",
    // The counters go out with a refusal (429, with Retry-After), not on every answer: three headers on
    // each catalog answer cost more than the answer on the busiest small calls.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    // Only the API is limited globally; pages and static files are cheap and cached.
    // By the matched route: `/%61pi/…` reaches the API too and must count.
    allowList: (request) => !(request.routeOptions.url ?? request.url).startsWith("/api/"),
  });

  registerCatalogCache(app, { db, config, options: catalogCache });
  guardStaffArea(app, db);
  guardRequestText(app);
  keepIdempotencyKeysForADay(app, db);
  // Before the routes: the document is collected as each route is registered.
  await registerOpenApi(app, { version: packageJson.version });

  await app.register(healthRoutes, { db });
  await app.register(catalogRoutes, { db });
  await app.register(partsListRoutes, { db, config });
  await app.register(kitCheckRoutes, { db });
  await app.register(stockAlertRoutes, { db, config });
  await app.register(usersRoutes, { db, config });
  await app.register(accountRoutes, { db, config });
  await app.register(passwordResetRoutes, { db, config });
  await app.register(cartRoutes, { db, config });
  await app.register(deliveryRoutes, { db, config });
  await app.register(ordersRoutes, { db, config });
  await app.register(kitOrdersRoutes, { db, config });
  await app.register(orderInvoiceRoutes, { db, config });
  await app.register(returnsRoutes, { db, config });
  await app.register(quotesRoutes, { db, config });
  await app.register(reviewsRoutes, { db, config });
  await app.register(blogRoutes, { db });
  await app.register(filesRoutes, { dir: downloadsDir });
  await app.register(adminCatalogRoutes, { db, config });
  await app.register(shopRoutes, { db, config });
  await app.register(inboxRoutes, { db, config });
  await app.register(adminBlogRoutes, { db });
  await app.register(staffRoutes, { db, config });
  await app.register(staffOrdersRoutes, { db, config });
  await app.register(adminReturnsRoutes, { db, config });
  await app.register(adminQuotesRoutes, { db, config });
  await app.register(adminReviewsRoutes, { db, config });
  await app.register(invoicesRoutes, { db, config });
  await app.register(mailRoutes, { db, config });

  await registerDocuments(app, async (documents) => {
    // The catalog pictures are looked up when asked for, under one route: a route for each file (two, with
    // HEAD) took about 50 ms of every start. The rest of public/ (the favicon) needs a route per file, since
    // a catch-all at "/" would take the storefront's pages.
    // No `index: false` here: with it a folder's address (/images/catalog/) answers a bare 403 "Forbidden";
    // looking for an index.html that is never there answers it like any missing file, 404 "No such file".
    await documents.register(fastifyStatic, { root: path.join(publicDir, "images"), prefix: "/images/", maxAge: "7d" });
    await documents.register(fastifyStatic, {
      root: publicDir,
      prefix: "/",
      wildcard: false,
      globIgnore: ["images/**"],
      decorateReply: false,
      index: false,
      maxAge: "7d",
    });
    // Hindi pages' font (src/server/web/hindi-font.ts): the files never change within a package version.
    await documents.register(fastifyStatic, {
      root: fontDirectory(),
      prefix: FONT_PREFIX,
      decorateReply: false,
      index: false,
      maxAge: "30d",
      allowedPath: (file) => /\.woff2$/.test(file),
    });
    if (registerWeb) await registerWeb(documents);
  });
  return app;
}
