import type { FastifyInstance } from "fastify";
import type { Db } from "~/src/server/db/client";
import { requireStaff } from "./auth";

/** Route options for a staff call; `ownerOnly` for the owner's calls. Marks the call as staff-only in the API document. */
export function staffGuard(db: Db, options: { ownerOnly?: boolean } = {}) {
  return { preHandler: requireStaff(db, options) };
}

/**
 * One guard in front of every `/api/admin/*` call, before the body is even parsed: a stranger gets 401 and a
 * customer 403, never a list of the body's rules or a 404 that maps the staff API. Routes keep their own
 * guard (the owner-only ones, and for the API document); the session is looked up once per request.
 */
export function guardStaffArea(app: FastifyInstance, db: Db) {
  const guard = requireStaff(db);
  // A callback hook, not an async one: every request passes here and only staff calls need to wait.
  app.addHook("onRequest", (request, _reply, done) => {
    // The raw URL covers unknown staff paths; the matched route covers a known one spelled `/api/%61dmin/…`.
    const staffArea = [request.url, request.routeOptions.url ?? ""].some((path) => path.startsWith("/api/admin/") || path === "/api/admin");
    if (!staffArea) return done();
    guard(request).then(() => done(), done);
  });
}
