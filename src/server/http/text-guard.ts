import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendFailure } from "./errors";

/**
 * The one place that decides which text the shop accepts. PostgreSQL refuses NUL in text and unpaired
 * surrogates in jsonb (and quietly turns them into U+FFFD in text), and control characters are never
 * part of a name, an address or an id. Deciding it here, before any route's schema, means no call can
 * forget it: a refusal is a 400 naming the field, like any other malformed input, and nothing is stored.
 * Tab, line feed and carriage return stay allowed (multi-line addresses, blog posts, CSV imports).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Without the `u` flag the pattern sees UTF-16 code units: a high surrogate not followed by a low one, or a low one alone.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isAcceptedText(text: string): boolean {
  return !CONTROL_CHARACTER.test(text) && !UNPAIRED_SURROGATE.test(text);
}

type Part = "body" | "query" | "params";

function describeField(part: Part, path: string[]): string {
  // A refused key is itself shown escaped, so the message never carries the character it refuses.
  const name = path.map((key) => (isAcceptedText(key) ? key : JSON.stringify(key).slice(1, -1))).join(".");
  if (part === "body") return name ? `field '${name}'` : "the request body";
  return part === "query" ? `query field '${name}'` : `path field '${name}'`;
}

/**
 * Walks parsed JSON (objects, arrays, strings) without recursion: a body nested thousands of levels deep
 * must be a refusal or a pass, never a stack overflow. Each item keeps a link to its parent rather than a
 * copy of its path, so the walk stays linear in the body's size however deep it is (copying paths made a
 * 120 KB body of 60,000 nested arrays hold the event loop for half a minute). Returns the path of the
 * first refused string or key.
 */
export function findRefusedText(value: unknown): string[] | undefined {
  type Item = { value: unknown; key?: string; parent?: Item };
  const pathOf = (item: Item) => {
    const path: string[] = [];
    for (let at: Item | undefined = item; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Item[] = [{ value }];
  while (pending.length > 0) {
    const item = pending.pop()!;
    const current = item.value;
    if (typeof current === "string") {
      if (!isAcceptedText(current)) return pathOf(item);
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries = Array.isArray(current) ? current.map((child, index) => [String(index), child] as const) : Object.entries(current);
    // Pushed in reverse so the first field in the request is the one named.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index];
      const childItem: Item = { value: child, key, parent: item };
      if (!isAcceptedText(key)) return pathOf(childItem);
      pending.push(childItem);
    }
  }
  return undefined;
}

function refusedField(request: FastifyRequest): string | undefined {
  return refusedIn("params", request.params) ?? refusedIn("query", request.query) ?? refusedIn("body", request.body);
}

// Most calls (every catalog read, the health check) carry no parameters, query or body: nothing to walk.
function refusedIn(part: Part, value: unknown): string | undefined {
  if (value === undefined || value === null || (typeof value === "object" && isEmptyObject(value))) return undefined;
  const path = findRefusedText(value);
  return path ? describeField(part, path) : undefined;
}

function isEmptyObject(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

/** After the body is parsed (multipart bodies are streams and stay unread), before the route's own schema. */
export function guardRequestText(app: FastifyInstance) {
  // A callback hook (the check is synchronous): a refusal answers without `done`.
  app.addHook("preValidation", (request, reply, done) => {
    // The matched route, not the raw URL: `/%61pi/…` reaches the same /api route and must meet the same guard.
    if (!(request.routeOptions.url ?? request.url).startsWith("/api/")) return done();
    const field = refusedField(request);
    if (!field) return done();
    const message = `Invalid request: ${field} contains a character that is not allowed.`;
    sendFailure(reply, 400, message, Boolean(request.routeOptions.config?.errorField));
  });
}

/**
 * Fastify's `frameworkErrors`: errors raised before any route is found (a path that does not decode,
 * a too-long parameter) get the shop's `{ success: false, message }` instead of Fastify's own body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_BAD_URL") return sendFailure(reply, 400, "Invalid request: the address (URL) is not correctly encoded.");
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return sendFailure(reply, 414, "Invalid request: the address (URL) is too long.");
  request.log.error({ code: error.code }, "request failed before routing");
  return sendFailure(reply, 500, "Something went wrong on our side. Please try again.");
}
