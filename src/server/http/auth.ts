import type { FastifyRequest } from "fastify";
import type { Db } from "~/src/server/db/client";
import { findSessionUser, type SessionUser } from "~/src/server/shared/sessions";
import { isStaff } from "~/src/core/staff";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";

export type AuthUser = SessionUser;

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const text = defineMessages("refusal.session", { sessionExpired: "Your session has expired. Please log in again." });
/** The spec sends the session token in a header named `token` (§6). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

const sessionGuards = new WeakSet<object>();
const staffGuards = new WeakSet<object>();

/** preHandler for calls that need a logged-in user: 401 unless the token names a live session. */
export function requireUser(db: Db) {
  const guard = async (request: FastifyRequest) => {
    // Already checked in this request (the staff area's guard runs before the route's own).
    if (request.user) return;
    const token = tokenOf(request);
    if (!token) throw refuse.unauthorized();
    const user = await findSessionUser(db, token);
    if (!user) throw refuse.unauthorized({ message: text.sessionExpired });
    request.user = user;
  };
  sessionGuards.add(guard);
  return guard;
}

/**
 * preHandler for every staff call (`/api/admin/*`): 401 without a live session, 403 for a customer, and
 * for owner-only calls 403 for staff. The role is read from the database on each call, so a role
 * removed by the owner stops working at once.
 */
export function requireStaff(db: Db, { ownerOnly = false }: { ownerOnly?: boolean } = {}) {
  const userGuard = requireUser(db);
  const guard = async (request: FastifyRequest) => {
    await userGuard(request);
    const role = request.user?.role;
    if (!isStaff(role)) throw refuse.forbidden("This page is for the shop's staff.");
    if (ownerOnly && role !== "owner") throw refuse.forbidden("Only the shop's owner can do this.");
  };
  sessionGuards.add(guard);
  staffGuards.add(guard);
  return guard;
}

/** Whether a route's preHandler(s) include the staff check (the API document then lists its 403). */
export function needsStaff(preHandler: unknown): boolean {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.some((handler) => typeof handler === "function" && staffGuards.has(handler));
}

/** Whether a route's preHandler(s) include the session check, so the API document can say it needs `token`. */
export function needsSession(preHandler: unknown): boolean {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.some((handler) => typeof handler === "function" && sessionGuards.has(handler));
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw refuse.unauthorized();
  return request.user;
}
