import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import type { Change } from "./fuzz-changes";
import { REFUSAL_COUNTER_TABLES } from "./fuzz-world";

/**
 * The properties every fuzzed request must keep: never a 5xx; every refusal from the API is exactly
 * `{ success: false, message }` with a message to show; and a refused call changes nothing.
 */

/** Failure fields besides `success` and `message` that the API document names (core/shapes/api.ts, the CSV import). */
const DOCUMENTED_EXTRAS: Array<{ field: string; routes: RegExp; check: (value: unknown, body: Record<string, unknown>) => boolean }> = [
  // Kit-order and blog calls repeat the text in `error` for their screens.
  { field: "error", routes: /.*/, check: (value, body) => value === body.message },
  // A refused CSV import lists the problem of each line.
  { field: "errors", routes: /^\/api\/admin\/products\/import$/, check: (value) => Array.isArray(value) },
];

/** The path as the router sees it (`/api/adm%69n/…` is `/api/admin/…`). */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isApiPath(path: string): boolean {
  return (path.startsWith("/api/") || path.startsWith("/Files/")) && !path.startsWith("/api/docs");
}

/** The answer's text, decompressed as its content-encoding says (requests ask for gzip, br or deflate at random). */
export function bodyText(response: LightMyRequestResponse): string {
  const encoding = String(response.headers["content-encoding"] ?? "");
  const raw = response.rawPayload;
  if (encoding === "gzip") return zlib.gunzipSync(raw).toString();
  if (encoding === "br") return zlib.brotliDecompressSync(raw).toString();
  if (encoding === "deflate") return zlib.inflateSync(raw).toString();
  return response.body;
}

export const NOT_JSON = Symbol("not JSON");

export function parseJson(response: LightMyRequestResponse, text: string): unknown {
  if (!String(response.headers["content-type"] ?? "").includes("json") || text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

export function isRefusal(response: LightMyRequestResponse, json: unknown): boolean {
  return response.statusCode >= 400 || (typeof json === "object" && json !== null && (json as { success?: unknown }).success === false);
}

/** What is wrong with an answer to `method path` (empty when nothing is). */
export function answerProblems(method: string, path: string, response: LightMyRequestResponse, json: unknown): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (!isApiPath(path) || method === "HEAD" || response.statusCode === 204 || response.statusCode === 304) return problems;
  if (!isRefusal(response, json)) {
    if (json !== undefined && (typeof json !== "object" || json === null || (json as { success?: unknown }).success !== true)) {
      problems.push(`a ${response.statusCode} answer whose JSON is not { success: true, … }`);
    }
    return problems;
  }
  if (json === undefined || typeof json !== "object" || json === null || Array.isArray(json)) {
    problems.push(`refusal ${response.statusCode} is not a JSON object (content-type ${response.headers["content-type"] ?? "none"})`);
    return problems;
  }
  const body = json as Record<string, unknown>;
  if (body.success !== false) problems.push(`refusal ${response.statusCode} has success ${JSON.stringify(body.success)}`);
  if (typeof body.message !== "string" || body.message.trim() === "") problems.push(`refusal ${response.statusCode} has no message`);
  for (const [field, value] of Object.entries(body)) {
    if (field === "success" || field === "message") continue;
    const documented = DOCUMENTED_EXTRAS.find((extra) => extra.field === field && extra.routes.test(decodedPath(path)));
    if (!documented) problems.push(`refusal ${response.statusCode} carries an undocumented field '${field}'`);
    else if (!documented.check(value, body)) problems.push(`refusal ${response.statusCode} has a malformed '${field}'`);
  }
  return problems;
}

/**
 * What a refused request stored. Allowed: the failed-sign-in counters, and — when the request carried an
 * Idempotency-Key — the key's record of this very answer, which a retry with the same key gets back.
 */
export function storedByRefusal(changes: Change[], withIdempotencyKey: boolean, uploadsBefore?: number, uploadsAfter?: number): string[] {
  const stored = changes
    .filter(({ table }) => !REFUSAL_COUNTER_TABLES.test(table))
    .filter(({ table }) => !(withIdempotencyKey && table === "idempotency_keys"))
    .map(({ table, operation, count }) => `${operation.toLowerCase()} ×${count} in ${table}`);
  if (uploadsBefore !== undefined && uploadsAfter !== uploadsBefore)
    stored.push(`uploads folder went from ${uploadsBefore} to ${uploadsAfter} files`);
  return stored.length ? [`a refused call stored something: ${stored.join(", ")}`] : [];
}
