import type { FastifyInstance, FastifyReply } from "fastify";

/** How long a client should wait before trying again while the shop cannot serve it. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a moment.";

// Socket failures, and PostgreSQL's "admin shutdown" / "cannot connect now" / connection-exception classes.
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

// node-postgres reports a lost connection by message only, without a code.
const CONNECTION_MESSAGES = [
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "timeout exceeded when trying to connect",
];

/**
 * The driver error showing that the database cannot be reached right now (down, restarting,
 * connection lost), as opposed to a query that failed. Drizzle wraps the driver's error in `cause`;
 * a failed connect to several addresses arrives as an AggregateError.
 */
function findConnectionFailure(error: unknown, depth = 0): Error | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return error;
  if (CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return error;
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = findConnectionFailure(inner, depth + 1);
      if (found) return found;
    }
  }
  return findConnectionFailure(error.cause, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return findConnectionFailure(error) !== undefined;
}

/** What to log: the driver's code or message only, never Drizzle's wrapper (it quotes the query's parameters). */
export function unavailableReason(error: unknown): string {
  const failure = findConnectionFailure(error);
  if (!failure) return "unknown";
  const code = (failure as { code?: unknown }).code;
  return typeof code === "string" ? code : failure.message;
}

export function sendUnavailable(reply: FastifyReply, withErrorField = false) {
  const body = withErrorField
    ? { success: false, message: UNAVAILABLE_MESSAGE, error: UNAVAILABLE_MESSAGE }
    : { success: false, message: UNAVAILABLE_MESSAGE };
  return reply.code(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(body);
}

/**
 * While the server closes, requests still arriving on open keep-alive connections get the shop's
 * 503 shape (Fastify's own `return503OnClosing` body is not it); requests already in flight finish.
 * Needs `return503OnClosing: false`.
 */
export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // A callback hook: it runs for every request and answers only while closing (then without `done`).
  app.addHook("onRequest", (_request, reply, done) => {
    if (!closing) return done();
    reply.header("connection", "close");
    sendUnavailable(reply);
  });
}
