import path from "node:path";
import fc from "fast-check";
import type { ServerBuild } from "react-router";
import { buildApp } from "~/src/server/app";
import { buildDir } from "~/src/server/paths";
import { registerWeb } from "~/src/server/web/register-web";
import type { FuzzRequest } from "./fuzz-requests";
import type { FuzzWorld } from "./fuzz-world";
import { anyText, encodedComponent, headerText } from "./fuzz-values";

/** Percent-encoded as a browser would send it (a lone surrogate goes as U+FFFD, which is all a browser can send). */
const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString());

/**
 * The storefront's pages, as `npm start` serves them (the built React Router app mounted in the same
 * Fastify app), fuzzed for "never a 5xx": every page path the build declares, with real and made-up
 * params, odd query strings and headers; plus made-up paths under /api and /Files, which must still
 * answer in the API's failure shape.
 */

/** The app with the storefront, on the world's database. */
export async function pageApp(world: FuzzWorld) {
  const { config, db } = world.t;
  const app = await buildApp({ config, db, logger: false, registerWeb: (instance) => registerWeb(instance, { config, db }) });
  await app.ready();
  return app;
}

/** Every page path of the build (`/product/:productId`, `/admin/orders/:id`, `*`…), from its route manifest. */
export async function pagePaths(): Promise<string[]> {
  const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  const full = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? full(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  return [...new Set(Object.keys(build.routes).map((id) => `/${full(id)}`.replace(/\/+/g, "/")))];
}

/** Which pool fills a page param: the same ids the API answers carry. */
function paramValue(world: FuzzWorld, name: string): fc.Arbitrary<string> {
  const keys: Record<string, string[]> = {
    productId: ["/api/products|id", "/api/admin/products|id"],
    id: ["/api/admin/orders|id", "/api/admin/kit-orders|id", "/api/blogs|id", "/api/admin/products|id", "/api/workshops|id"],
    topic: ["/api/blogs|id"],
    slug: ["category"],
  };
  const known = fc.nat().map((index) => {
    const pool = world.pools.values(...(keys[name] ?? ["id"]));
    return pool.length ? encodeURIComponent(pool[index % pool.length]) : "none";
  });
  return fc.oneof({ weight: 3, arbitrary: known }, { weight: 2, arbitrary: encodedComponent }, { weight: 1, arbitrary: anyText.map(encode) });
}

const QUERY_NAMES = ["q", "category", "page", "sort", "limit", "status", "token", "redirectTo", "ids", "from", "to", "_data", "index", "__proto__"];

const pageQuery = fc.oneof(
  { weight: 2, arbitrary: fc.constant("") },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...QUERY_NAMES) }, { weight: 1, arbitrary: encodedComponent }),
          fc.oneof(encodedComponent, anyText.map(encode)),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
  },
  { weight: 1, arbitrary: fc.constantFrom("?", "?%", "?page=-1", "?page=1e308", "?q=%00", "?q=%ED%A0%80", "?sort=__proto__", "?category=%E2%80%AE") },
);

const pageHeaders = fc
  .array(
    fc.oneof(
      headerText.map((value) => ["cookie", value] as const),
      fc.oneof(headerText, fc.constantFrom("hi-IN,hi;q=0.9", "*", "xx")).map((value) => ["accept-language", value] as const),
      headerText.map((value) => ["user-agent", value] as const),
      fc.oneof(headerText, fc.constantFrom("text/html", "application/json", "*/*")).map((value) => ["accept", value] as const),
      fc.oneof(headerText, fc.constantFrom("gzip", "br")).map((value) => ["accept-encoding", value] as const),
      headerText.map((value) => ["if-none-match", value] as const),
      headerText.map((value) => ["host", value] as const),
    ),
    { maxLength: 3 },
  )
  .map((entries) => Object.fromEntries(entries));

/** A page path with its params filled in (the `*` route gets a made-up path). */
function pathArbitrary(world: FuzzWorld, paths: string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...paths).chain((template) => {
    const parts = template.split("/").map((segment) => {
      if (segment === "*") return fc.array(encodedComponent, { minLength: 1, maxLength: 3 }).map((items) => items.join("/"));
      return segment.startsWith(":") ? paramValue(world, segment.slice(1)) : fc.constant(segment);
    });
    return fc.tuple(...parts).map((items) => items.join("/") || "/");
  });
}

/** Paths the API does not have: a made-up call or a download that does not exist, with any method. */
const unknownApiPath = fc
  .tuple(
    fc.constantFrom("/api/", "/api/admin/", "/Files/", "/api/user/", "/api/products/x/"),
    fc.array(encodedComponent, { minLength: 1, maxLength: 3 }),
  )
  .map(([prefix, parts]) => prefix + parts.join("/"));

export function pageRequestArbitrary(world: FuzzWorld, paths: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
        path: pathArbitrary(world, paths),
        query: pageQuery,
        token: fc.constant(null),
        headers: pageHeaders,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        method: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        path: unknownApiPath,
        query: pageQuery,
        token: fc.constantFrom(null, { role: "owner" as const }),
        headers: pageHeaders,
      }),
    },
  );
}
