import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { findRefusedText } from "../http/text-guard";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "../http/unavailable";
import { buildDir } from "../paths";
import { createStorefrontContext } from "./storefront-context";

/**
 * Mounts the React Router storefront: server-rendered pages for every path the API does not own.
 * Production serves the `react-router build` output; development runs Vite inside this server.
 */
export async function registerWeb(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  let loadBuild: () => Promise<ServerBuild>;
  if (config.env === "production" || config.env === "test") {
    const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
    loadBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, "client/assets"),
      prefix: "/assets/",
      decorateReply: false,
      wildcard: false,
      immutable: true,
      maxAge: "1y",
    });
  } else {
    const { createServer } = await import("vite");
    const middie = (await import("@fastify/middie")).default;
    const vite = await createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: "custom" });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  const storefront = answer503WhenDatabaseIsDown(createStorefrontContext({ db, config }));
  const mode = config.env === "production" ? "production" : "development";
  // A built storefront never changes: make its handler once. In development Vite may rebuild at any time.
  let builtHandler: ReturnType<typeof createRequestHandler> | undefined;
  const getHandler = async () =>
    config.env === "development" ? createRequestHandler(await loadBuild(), mode) : (builtHandler ??= createRequestHandler(await loadBuild(), mode));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0];
    if (path.startsWith("/api/") || path.startsWith("/Files/")) {
      return reply.code(404).send({ success: false, message: `No such API call: ${request.method} ${path}` });
    }
    // The API's rule for text (http/text-guard) holds for pages too: their loaders pass params and query
    // values to the same services, and PostgreSQL answers NUL with an error.
    if (findRefusedText(request.params) || findRefusedText(request.query)) {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: the address contains a character that is not allowed.");
    }
    const webRequest = toWebRequest(request, reply);
    // RFC 9112 §3.2: a Host that is not a valid host (a space, a stray byte) is the client's error.
    if (!webRequest) return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: the Host header is not a valid host name.");
    const handler = await getHandler();
    // Development pages carry no CSP (Vite's inline scripts) and so no nonce, which React would flag
    // as a hydration difference: browsers hide nonce values from the DOM.
    const nonce = config.env === "development" ? undefined : randomBytes(16).toString("base64");
    const response = await handler(webRequest, { storefront, nonce });
    reply.code(response.status);
    if (response.status === 503) reply.header("retry-after", String(RETRY_AFTER_SECONDS));
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      reply.header(name, value);
    }
    for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
    // Vite's development tooling injects inline scripts without our nonce, so only built pages get a CSP.
    if (config.env !== "development" && (response.headers.get("content-type") ?? "").startsWith("text/html")) {
      reply.header("content-security-policy", contentSecurityPolicy(nonce!));
    }
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as unknown as NodeWebStream));
  };
  app.route({ method: ["GET", "HEAD"], url: "/*", handler: handle });
  app.route({ method: ["GET", "HEAD"], url: "/", handler: handle });
}

/**
 * A loader that throws a Response gets that status (React Router renders the error page with it);
 * any other error would be a 500, though the page only has to be retried once the database is back.
 */
function answer503WhenDatabaseIsDown<T extends object>(context: T): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(context)) {
    guarded[name] =
      typeof value === "function"
        ? async (...args: unknown[]) => {
            try {
              return await value(...args);
            } catch (error) {
              if (!isDatabaseUnavailable(error)) throw error;
              throw new Response(UNAVAILABLE_MESSAGE, { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
            }
          }
        : value;
  }
  return guarded as T;
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Carousels and toasts position themselves with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A host name, IPv4 or [IPv6] address, with an optional port: nothing that could add credentials or a path to the URL. */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::\d{1,5})?$/;

/** The request as the Fetch API's Request; undefined when its Host header makes no URL of this server. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request | undefined {
  const origin = `${request.protocol}://${request.host}`;
  if (!VALID_HOST.test(request.host) || !URL.canParse(request.url, origin)) return undefined;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (typeof request.body === "string" ? request.body : JSON.stringify(request.body ?? {})) : undefined,
  });
}
