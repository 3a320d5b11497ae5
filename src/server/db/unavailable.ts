/**
 * Telling "the database cannot be reached right now" from "a query failed": the API answers the first
 * with 503 and Retry-After, the mail worker waits and tries again.
 */

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
