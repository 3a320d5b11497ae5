import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { answerProblems, bodyText, isRefusal, parseJson, storedByRefusal } from "./fuzz-check";
import { describeRequest, type FuzzRequest } from "./fuzz-requests";
import type { FuzzWorld } from "./fuzz-world";

/** Sends fuzzed requests, checks each answer, and keeps the figures the test prints at the end. */

export interface RouteFigures {
  requests: number;
  succeeded: number;
  refused: number;
  statuses: Record<number, number>;
  milliseconds: number;
}

export class FuzzRunner {
  readonly figures = new Map<string, RouteFigures>();
  refusedWrites = 0;
  /** Rows refused calls changed in the tables where that is allowed (sign-in counters, idempotency keys), per table. */
  readonly allowedChanges: Record<string, number> = {};
  /** Where the time goes (wall time awaited, so lanes running side by side count each other's): tending, requests, change log. */
  readonly spent = { tend: 0, inject: 0, changes: 0 };

  constructor(
    private readonly world: FuzzWorld,
    /** Longer than this is a hang: one request that holds the event loop holds up every other client. */
    private readonly slowMs = 5_000,
  ) {}

  get totalRequests(): number {
    return [...this.figures.values()].reduce((sum, figures) => sum + figures.requests, 0);
  }

  private headersOf(request: FuzzRequest): Record<string, string | string[]> {
    const headers: Record<string, string | string[]> = { ...request.headers };
    const { token } = request;
    if (token && "role" in token) headers.token = this.world.tokens[token.role];
    else if (token && "roleAndRaw" in token) headers.token = [this.world.tokens[token.roleAndRaw], token.raw];
    else if (token) headers.token = token.raw;
    if (request.body?.contentType !== undefined) headers["content-type"] = request.body.contentType;
    return headers;
  }

  /**
   * One request against `app` (the API app, or the one with the storefront), checked: no 5xx, the failure
   * shape on /api, and no stored change when refused. Throws with the request and the answer when broken.
   */
  async send(app: FastifyInstance, key: string, request: FuzzRequest, { multipart = false, resource = "" } = {}): Promise<void> {
    const world = this.world;
    const started = performance.now();
    await world.tend();
    this.spent.tend += performance.now() - started;
    const uploadsBefore = multipart ? await world.uploadCount() : undefined;
    const sent = performance.now();
    const usesBefore = world.databaseUses;
    const response = await app.inject({
      method: request.method as "GET",
      url: request.path + request.query,
      headers: this.headersOf(request),
      ...(request.body ? { payload: request.body.payload } : {}),
    });
    const took = performance.now() - sent;
    this.spent.inject += took;
    // Most refusals come before any query (a malformed body, no token): then there is nothing to look for.
    const changes = world.databaseUses === usesBefore ? [] : await world.takeChanges();
    this.spent.changes += performance.now() - sent - took;
    const text = request.method === "HEAD" ? "" : bodyText(response);
    const json = parseJson(response, text);
    const refused = isRefusal(response, json);
    this.count(key, response.statusCode, refused, performance.now() - started);

    const problems = answerProblems(request.method, pathAsSent(request.path), response, json);
    if (took > this.slowMs) problems.push(`took ${Math.round(took)} ms to answer`);
    if (refused) {
      const uploadsAfter = multipart ? await world.uploadCount() : undefined;
      const stored = storedByRefusal(changes, request.headers["idempotency-key"] !== undefined, uploadsBefore, uploadsAfter);
      problems.push(...stored);
      if (stored.length === 0) for (const { table, count } of changes) this.allowedChanges[table] = (this.allowedChanges[table] ?? 0) + count;
      if (request.method !== "GET" && request.method !== "HEAD") this.refusedWrites += 1;
    } else {
      world.pools.harvest(json, resource);
      for (const cookie of [response.headers["set-cookie"] ?? []].flat()) world.pools.remember("cookie", cookie.split(";")[0]);
    }
    if (problems.length) {
      const answer = text.length > 600 ? `${text.slice(0, 600)}…` : text;
      throw new Error(`${problems.join("; ")}\n  request: ${describeRequest(request)}\n  answer: ${response.statusCode} ${answer}`);
    }
  }

  private count(key: string, status: number, refused: boolean, milliseconds: number) {
    const figures = this.figures.get(key) ?? { requests: 0, succeeded: 0, refused: 0, statuses: {}, milliseconds: 0 };
    figures.milliseconds += milliseconds;
    figures.requests += 1;
    if (refused) figures.refused += 1;
    else figures.succeeded += 1;
    figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
    this.figures.set(key, figures);
  }
}

/** light-my-request resolves dot segments as a browser would (`/api/%2e%2e/x` is `/x`); what the server saw decides what applies. */
function pathAsSent(path: string): string {
  try {
    return new URL(path, "http://localhost").pathname;
  } catch {
    return path;
  }
}

/** A stable seed per call, so adding a call does not change what the others are sent. */
export function seedFor(base: number, key: string): number {
  let hash = base | 0;
  for (const character of key) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

/** The request shown in fast-check's counterexample: readable, with long bodies cut. */
export function printable<T extends FuzzRequest>(request: T): T {
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request), enumerable: false });
  return request;
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

/** The figures of all lanes: requests, where the time went, what refused calls changed where allowed, and per call. */
export function summary(title: string, runners: FuzzRunner[], startedAt: number): string {
  const total = (pick: (runner: FuzzRunner) => number) => runners.reduce((sum, runner) => sum + pick(runner), 0);
  const allowed: Record<string, number> = {};
  for (const runner of runners) for (const [table, count] of Object.entries(runner.allowedChanges)) allowed[table] = (allowed[table] ?? 0) + count;
  const lines = runners.flatMap((runner) =>
    [...runner.figures].map(
      ([key, figures]) =>
        `  ${key.padEnd(48)} ${String(figures.requests).padStart(6)} sent, ${String(figures.succeeded).padStart(5)} succeeded, ` +
        `${seconds(figures.milliseconds).padStart(7)}, statuses ${JSON.stringify(figures.statuses)}`,
    ),
  );
  return [
    `${title}: ${total((runner) => runner.totalRequests)} requests (${total((runner) => runner.refusedWrites)} refused writes checked for ` +
      `stored changes) in ${seconds(Date.now() - startedAt)}; waited (summed over lanes) on requests ${seconds(total((runner) => runner.spent.inject))}, change log ${seconds(total((runner) => runner.spent.changes))}, ` +
      `tending ${seconds(total((runner) => runner.spent.tend))}`,
    `rows refused calls changed where that is allowed: ${JSON.stringify(allowed)}`,
    ...lines.sort(),
  ].join("\n");
}
