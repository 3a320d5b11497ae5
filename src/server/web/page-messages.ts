/**
 * Which Hindi messages a page needs (issue 33: a Hindi page should weigh like its English twin). Sending every
 * Hindi page the whole catalog cost some 47 KB gzip of HTML; the build lists, per client chunk, the message ids
 * its code and the code it imports (also lazily) can show (scripts/vite-plugin-messages.mjs), and a page gets the
 * messages of the routes its address matches: the root's chrome and the page's own.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Messages } from "@lingui/core";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/** The build's file: client chunk URL → the message ids it can show. */
const PAGE_MESSAGES_FILE = "page-messages.json";

type PageMessages = (pathname: string) => Messages;

/** The routes of a server build as a tree React Router can match against. */
function routeTree(build: ServerBuild): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const object = (route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] }) as RouteObject;
    children.set(route.parentId, [...(children.get(route.parentId) ?? []), object]);
  }
  const attach = (objects: RouteObject[]): RouteObject[] =>
    objects.map((object) => (object.index ? object : { ...object, children: attach(children.get(object.id) ?? []) }));
  return attach(children.get(undefined) ?? []);
}

/**
 * A page's share of the catalog, kept per set of matched routes (some forty). Without the build's list (the
 * development server builds nothing), every page gets the whole catalog, as before.
 */
export function pageMessagesOf(build: ServerBuild, idsByChunk: Record<string, string[]> | null, catalog: () => Messages): PageMessages {
  if (!idsByChunk) return () => catalog();
  const routes = routeTree(build);
  const kept = new Map<string, Messages>();
  return (pathname) => {
    const routeIds = (matchRoutes(routes, pathname) ?? [{ route: { id: "root" } }]).map((match) => match.route.id as string);
    const key = routeIds.join(" ");
    let messages = kept.get(key);
    if (!messages) {
      const all = catalog();
      const ids = new Set(routeIds.flatMap((id) => idsByChunk[build.assets.routes[id]?.module ?? ""] ?? []));
      messages = Object.fromEntries([...ids].filter((id) => id in all).map((id) => [id, all[id]]));
      kept.set(key, messages);
    }
    return messages;
  };
}

/** The build's list of messages by chunk, or null when there is none (a development server). */
export async function readPageMessageIds(clientDir: string): Promise<Record<string, string[]> | null> {
  try {
    return JSON.parse(await readFile(path.join(clientDir, PAGE_MESSAGES_FILE), "utf8")) as Record<string, string[]>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
