import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { findSessionUser } from "../modules/users/sessions.service";
import { refuse } from "./errors";

export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** The spec sends the session token in a header named `token` (§6). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token?.trim() || undefined;
}

const sessionGuards = new WeakSet<object>();

/** preHandler for calls that need a logged-in user: 401 unless the token names a live session. */
export function requireUser(db: Db) {
  const guard = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token) throw refuse.unauthorized("Please log in to continue.");
    const user = await findSessionUser(db, token);
    if (!user) throw refuse.unauthorized("Your session has expired. Please log in again.");
    request.user = user;
  };
  sessionGuards.add(guard);
  return guard;
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
