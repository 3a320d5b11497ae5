import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/src/web/routes";

/**
 * Every page of the shop, read from the route table itself (src/web/routes.ts), so a page added later is checked
 * without anyone remembering to list it: a route whose parameters the caller cannot fill, or whose audience is
 * not known, fails the check that uses this list.
 */

export type Audience = "public" | "customer" | "staff";

export interface PageRoute {
  /** "/product/:productId" as the route table writes it (index routes as their parent's path). */
  pattern: string;
  audience: Audience;
}

/** Routes that answer something other than a page. */
const NOT_PAGES = new Set(["/sitemap.xml", "/robots.txt"]);

/** The storefront's pages for a logged-in customer (everything else in the storefront is public). */
const CUSTOMER_PAGES = new Set([
  "/cart",
  "/place-order",
  "/orders",
  "/orders/:id/return",
  "/returns",
  "/profile",
  "/kit-place-order",
  "/kit-orders",
  "/kit-orders/:id",
  "/kit-orders/:id/return",
  "/quotes",
  "/quotes/:id",
  "/reviews",
]);

function flatten(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : entry.path ? `${parent}/${entry.path}` : parent;
    const here = own === "" ? "/" : own;
    return [here, ...flatten(entry.children ?? [], own)];
  });
}

/** A Hindi twin's pattern as its English page writes it: `/hi/cart` → `/cart`. */
const withoutHindiPrefix = (pattern: string) => pattern.replace(/^\/hi(?=\/|$)/, "") || "/";

export function pageRoutes(): PageRoute[] {
  const patterns = [...new Set(flatten(routes))].filter((pattern) => !NOT_PAGES.has(pattern));
  return patterns.map((pattern) => ({
    pattern,
    audience:
      pattern.startsWith("/admin") && pattern !== "/admin/invitation"
        ? "staff"
        : CUSTOMER_PAGES.has(withoutHindiPrefix(pattern))
          ? "customer"
          : "public",
  }));
}

/**
 * The address of a route with its parameter filled from `values` (by the route's pattern, for a name such as :id
 * that means something else on each route, or else by the parameter's name); "*" is an unknown address. Throws
 * for a parameter it has no value for.
 */
export function addressOf(pattern: string, values: Record<string, string>): string {
  if (pattern === "/*") return "/no-such-page-here";
  return pattern.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[pattern] ?? values[withoutHindiPrefix(pattern)] ?? values[name];
    if (value === undefined) throw new Error(`No sample value for :${name} in ${pattern}: add one to the accessibility check.`);
    return encodeURIComponent(value);
  });
}
