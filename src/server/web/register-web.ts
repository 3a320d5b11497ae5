import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { isApiPath } from "~/src/server/http/errors";
import { findRefusedText } from "~/src/server/http/text-guard";
import { isDatabaseUnavailable } from "~/src/server/db/unavailable";
import { RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from "~/src/server/http/unavailable";
import { buildDir } from "~/src/server/paths";
import { answerBytes, makeAnswer, SENDS_KEPT_ANSWERS, sendAnswer, type CachedAnswer } from "~/src/server/cache/cached-answer";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy";
import { loadScriptsAfterFirstPaint } from "./scripts-after-first-paint";
import { createStorefrontContext } from "./storefront-context";
import { pageMessagesOf, readPageMessageIds } from "./page-messages";
import { storefrontHindiMessages } from "~/src/server/shared/i18n";

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
      // Looked up when asked for (one route), not a route for each of the build's files made at every start.
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

  // A Hindi page sends only its own messages; Vite's development server has no chunks to tell them by.
  const pageMessages =
    config.env === "development"
      ? undefined
      : pageMessagesOf(await loadBuild(), await readPageMessageIds(path.join(buildDir, "client")), storefrontHindiMessages);
  const storefront = answer503WhenDatabaseIsDown(createStorefrontContext({ db, config, catalogCache: app.catalogCache, pageMessages }));
  const mode = config.env === "production" ? "production" : "development";
  // A built storefront never changes: make its handler once. In development Vite may rebuild at any time.
  let builtHandler: ReturnType<typeof createRequestHandler> | undefined;
  const getHandler = async () =>
    config.env === "development" ? createRequestHandler(await loadBuild(), mode) : (builtHandler ??= createRequestHandler(await loadBuild(), mode));
  const sendPage = (request: FastifyRequest, reply: FastifyReply, key: string, page: Page) =>
    sendAnswer(request, reply, page.answer, {
      cacheControl: page.answer.status !== 200 || request.url.startsWith("/admin") ? "no-store" : app.catalogCacheControl,
      onGrow: (bytes) => app.catalogCache.grew(key, page, bytes),
    });
  const render = async (request: FastifyRequest, reply: FastifyReply, origin: string, key: string) => {
    const handler = await getHandler();
    if (config.env === "development") return sendStreamed(reply, await handler(toWebRequest(request, origin, reply), { storefront }));
    // A kept page is rendered to the end even if its first visitor leaves: others may be waiting for it.
    const renderPage = async () =>
      readAnswer(await handler(toWebRequest(request, origin, request.method === "GET" ? undefined : reply), { storefront }));
    const page = request.method === "GET" ? await app.catalogCache.get(key, renderPage, cacheableBytes) : await renderPage();
    return sendPage(request, reply, key, page);
  };
  // Not async: a page kept in memory is sent before the handler returns, without a promise.
  const handle = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0];
    if (isApiPath(path)) {
      return reply.code(404).send({ success: false, message: `No such API call: ${request.method} ${path}` });
    }
    // The API's rule for text (http/text-guard) holds for pages too: their loaders pass params and query
    // values to the same services, and PostgreSQL answers NUL with an error.
    if (findRefusedText(request.params) || findRefusedText(request.query)) {
      return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: the address contains a character that is not allowed.");
    }
    const origin = requestOrigin(request);
    // RFC 9112 §3.2: a Host that is not a valid host (a space, a stray byte) is the client's error.
    if (!origin) return reply.code(400).type("text/plain; charset=utf-8").send("Bad Request: the Host header is not a valid host name.");
    // Pages are the same for every visitor (the token lives in the browser), so a GET is kept by URL.
    const key = `page ${request.host} ${request.url}`;
    const kept = request.method === "GET" && config.env !== "development" ? app.catalogCache.peek<Page>(key) : undefined;
    if (!kept) return render(request, reply, origin, key);
    sendPage(request, reply, key, kept);
    return undefined;
  };
  // Development streams pages as Vite renders them; a built storefront sends kept, precompressed pages.
  const encoding = config.env === "development" ? {} : SENDS_KEPT_ANSWERS;
  app.route({ ...encoding, method: ["GET", "HEAD"], url: "/*", handler: handle });
  app.route({ ...encoding, method: ["GET", "HEAD"], url: "/", handler: handle });
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

type Page = { answer: CachedAnswer; cacheable: boolean };

/** A rendered page, read whole, with its CSP; only a plain 200 without cookies may be kept. */
async function readAnswer(response: Response): Promise<Page> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie" && name !== "content-length") headers[name] = value;
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  if (response.status === 503) headers["retry-after"] = String(RETRY_AFTER_SECONDS);
  let body = Buffer.from(await response.arrayBuffer());
  if ((headers["content-type"] ?? "").toString().startsWith("text/html")) {
    const html = loadScriptsAfterFirstPaint(body.toString("utf8"));
    body = Buffer.from(html, "utf8");
    headers["content-security-policy"] = contentSecurityPolicy(inlineScriptHashes(html));
  }
  return { answer: makeAnswer(response.status, headers, body), cacheable: response.status === 200 && cookies.length === 0 };
}

const cacheableBytes = (page: Page) => (page.cacheable ? answerBytes(page.answer) : undefined);

/** Development: Vite's tooling injects inline scripts of its own, so pages go out as rendered, without a CSP. */
function sendStreamed(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as unknown as NodeWebStream));
}

/** A host name, IPv4 or [IPv6] address, with an optional port: nothing that could add credentials or a path to the URL. */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::\d{1,5})?$/;

/** The origin this request names; undefined when its Host header makes no URL of this server. */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = `${request.protocol}://${request.host}`;
  return VALID_HOST.test(request.host) && URL.canParse(request.url, origin) ? origin : undefined;
}

/** The request as the Fetch API's Request, aborted when the client goes away (if a reply is given). */
function toWebRequest(request: FastifyRequest, origin: string, reply?: FastifyReply): Request {
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const controller = new AbortController();
  reply?.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (typeof request.body === "string" ? request.body : JSON.stringify(request.body ?? {})) : undefined,
  });
}
