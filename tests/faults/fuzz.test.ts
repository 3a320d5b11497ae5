import fc from "fast-check";
import { format } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareImages } from "~/tests/support/fuzz-bodies";
import { fieldHints } from "~/tests/support/fuzz-hints";
import { pageApp, pagePaths, pageRequestArbitrary } from "~/tests/support/fuzz-pages";
import { requestArbitrary, resourceOf, type Operation } from "~/tests/support/fuzz-requests";
import { FuzzRunner, printable, seedFor, summary } from "~/tests/support/fuzz-runner";
import type { JsonSchema, SchemaContext } from "~/tests/support/fuzz-schema";
import { FuzzWorld, type RegisteredRoute } from "~/tests/support/fuzz-world";

/**
 * Issue 9, fuzzing: every API call (enumerated from the app, so a new call is fuzzed without touching this
 * file) gets FUZZ_RUNS property-based requests — valid, nearly valid and hostile bodies, query strings,
 * path params and headers. None may answer 5xx or take longer than FUZZ_SLOW_MS; every refusal is
 * `{ success: false, message }`; a refused call stores nothing. FUZZ_SEED fixes the inputs; the seed and
 * the figures are printed at the end.
 */

/**
 * Requests per call. By default about 90,000 in all, shared among the calls but never fewer than 1,000 per
 * call (82,500 took 90 s on this 2-core machine when otherwise idle); by hand, e.g. FUZZ_RUNS=5000.
 * Set once the calls are known.
 */
const CI_REQUESTS = 90_000;
let RUNS = Number(process.env.FUZZ_RUNS ?? 0);
const SEED = Number(process.env.FUZZ_SEED ?? 90_210);
/** Shrinking replays requests against a database that has moved on; off by default, the first failure is printed whole. */
const SHRINK = process.env.FUZZ_SHRINK === "1";
/** Pages render on the server and cost more each: this many requests over all page paths and made-up API paths. */
const pageRuns = () => Number(process.env.FUZZ_PAGE_RUNS ?? Math.ceil(RUNS / 2));
/** By hand: fuzz only the calls whose "METHOD /url" matches this pattern (and no pages unless it matches "pages"). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
/**
 * Shops fuzzed side by side, each on its own database (so each change log still belongs to one request at a
 * time): while one waits for PostgreSQL the other runs, which uses the second core.
 */
const LANES = Number(process.env.FUZZ_LANES ?? 2);
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 5_000);

type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema> } };
interface Lane {
  world: FuzzWorld;
  runner: FuzzRunner;
  context: SchemaContext;
}

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const documentPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

describe("fuzzing every call", () => {
  let lanes: Lane[] = [];
  let document: Document;
  let pages: FastifyInstance | undefined;
  const started = Date.now();
  const operationOf = (route: RegisteredRoute) => document.paths[documentPath(route.url)]?.[route.method.toLowerCase()];

  beforeAll(async () => {
    await prepareImages();
    const worlds = await Promise.all(Array.from({ length: LANES }, () => FuzzWorld.create()));
    document = (await worlds[0].app.inject({ method: "GET", url: "/api/docs/json" })).json();
    RUNS ||= Math.max(1_000, Math.min(3_000, Math.floor(CI_REQUESTS / worlds[0].routes.length)));
    lanes = worlds.map((world) => ({
      world,
      runner: new FuzzRunner(world, SLOW_MS),
      context: { resolve: (ref) => document.components.schemas[ref.split("/").pop()!], hint: fieldHints(world) },
    }));
  });

  afterAll(async () => {
    await pages?.close();
    if (lanes.length) {
      const routes = lanes[0].world.routes.length;
      console.log(
        summary(
          `fuzz: seed ${SEED}, ${RUNS} runs per call, ${routes} API calls, ${LANES} lanes`,
          lanes.map((lane) => lane.runner),
          started,
        ),
      );
    }
    await Promise.all(lanes.map((lane) => lane.world.close()));
  });

  it("has a generator for every API call the app registers", () => {
    const { world, context } = lanes[0];
    expect(world.routes.length).toBeGreaterThan(40);
    expect(world.routes.filter((route) => !operationOf(route)).map(routeKey)).toEqual([]);
    // Throws for a body type no generator knows (see SUPPORTED_CONTENT_TYPES).
    for (const route of world.routes) requestArbitrary(route, operationOf(route), context, world);
  });

  it("never answers 5xx, refuses in the shop's shape and stores nothing when it refuses", async () => {
    const chosen = lanes[0].world.routes.filter((route) => !ONLY || ONLY.test(routeKey(route)));
    const failures: string[] = [];
    const fuzz = async ({ world, runner, context }: Lane, route: RegisteredRoute) => {
      const key = routeKey(route);
      const requests = requestArbitrary(route, operationOf(route), context, world).map(printable);
      const options = { multipart: route.consumes.includes("multipart/form-data"), resource: resourceOf(route.url) };
      try {
        await fc.assert(
          fc.asyncProperty(requests, (request) => runner.send(world.app, key, request, options)),
          { numRuns: RUNS, seed: seedFor(SEED, key), endOnFailure: !SHRINK, includeErrorInReport: true },
        );
      } catch (error) {
        failures.push(`${key}: ${(error as Error).message}`);
      }
    };
    await Promise.all(
      lanes.map(async (lane, index) => {
        for (const route of chosen.filter((_, position) => position % LANES === index)) await fuzz(lane, route);
      }),
    );
    expect(failures, failures.join("\n\n")).toEqual([]);
    const sent = (route: RegisteredRoute) => lanes.reduce((sum, lane) => sum + (lane.runner.figures.get(routeKey(route))?.requests ?? 0), 0);
    for (const route of chosen) expect(sent(route), routeKey(route)).toBeGreaterThanOrEqual(RUNS);
  });

  it("serves every page, and answers made-up API paths in the failure shape, without a 5xx", async () => {
    if (ONLY && !ONLY.test("pages")) return;
    const { world, runner } = lanes[0];
    pages = await pageApp(world);
    const paths = await pagePaths();
    expect(paths).toContain("/product/:productId");
    const requests = pageRequestArbitrary(world, paths).map(printable);
    const keyOf = (path: string) => (path.startsWith("/api/") || path.startsWith("/Files/") ? "made-up API paths" : "pages");
    // React reports rendering problems on console.error: counted and printed once each, not thousands of times.
    const consoleErrors = new Map<string, number>();
    const consoleError = console.error;
    console.error = (...args: unknown[]) => {
      // With its arguments filled in, so the report names the prop and the tag, not only "%s on <%s>".
      const text = format(...args)
        .split("\n")[0]
        .slice(0, 300);
      consoleErrors.set(text, (consoleErrors.get(text) ?? 0) + 1);
    };
    try {
      await fc.assert(
        fc.asyncProperty(requests, (request) => runner.send(pages!, keyOf(request.path), request)),
        { numRuns: pageRuns(), seed: seedFor(SEED, "pages"), endOnFailure: !SHRINK, includeErrorInReport: true },
      );
    } finally {
      console.error = consoleError;
      if (consoleErrors.size)
        console.log(`storefront console errors while fuzzing pages:\n${[...consoleErrors].map(([text, count]) => `  ${count}× ${text}`).join("\n")}`);
    }
  });
});
