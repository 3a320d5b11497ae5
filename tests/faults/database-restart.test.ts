import { readFile } from "node:fs/promises";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "~/src/server/db/embedded";
import { startServer, type ServerProcess } from "~/tests/support/server-process";
import {
  call,
  catalog,
  embeddedDatabaseUrl,
  freshDatabase,
  orderBody,
  pgCtl,
  query,
  registerShoppers,
  sleep,
  type Answer,
  type CatalogProduct,
} from "~/tests/support/shop-load";

/**
 * PostgreSQL restarted (and stopped for a while) under ~50 requests/s: while it is away every answer is
 * the shop's 503 with Retry-After, the shop process lives on, and it serves again by itself.
 */
const RATE_PER_SECOND = 50;
const RESTARTS = Number(process.env.PG_RESTARTS ?? 3);

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

interface Sample {
  at: number;
  what: string;
  answer: Answer;
}

/** Browse, cart and order traffic at a steady rate until stopped. */
function steadyLoad(baseUrl: string, tokens: string[], products: CatalogProduct[]) {
  const samples: Sample[] = [];
  const orders: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  const send = (what: string, request: () => Promise<Answer>, onAnswer?: (answer: Answer) => void) => {
    const pending = request().then((answer) => {
      samples.push({ at: Date.now(), what, answer });
      onAnswer?.(answer);
    });
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending));
  };
  const timer = setInterval(() => {
    tick += 1;
    const token = tokens[tick % tokens.length];
    const product = products[tick % products.length];
    switch (tick % 5) {
      case 0:
        return send("list", () => call(baseUrl, "GET", `/api/products?page=${1 + (tick % 3)}`));
      case 1:
        return send("product", () => call(baseUrl, "GET", `/api/products/${product._id}`));
      case 2:
        return send("cart", () => call(baseUrl, "POST", "/api/cart/add", { token, body: { itemId: product._id } }));
      case 3:
        return send("cart", () => call(baseUrl, "POST", "/api/cart/get", { token, body: {} }));
      default:
        return send(
          "order",
          () => call(baseUrl, "POST", "/api/order/place", { token, body: orderBody([{ product, quantity: 1 }]) }),
          (answer) => {
            if (answer.json?.success) orders.push(answer.json.orderId as string);
          },
        );
    }
  }, 1000 / RATE_PER_SECOND);
  return {
    samples,
    orders,
    stop: async () => {
      clearInterval(timer);
      await Promise.all([...inFlight]);
    },
  };
}

/** A stop long enough for requests to meet the closed door, then a start with the same options. */
async function stopFor(clusterDir: string, ms: number) {
  // postmaster.opts holds the server's command line; `pg_ctl start` needs its options again.
  const opts = await readFile(path.join(clusterDir, "postmaster.opts"), "utf8");
  const args = [...opts.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
  const dataDirAt = args.indexOf("-D");
  if (dataDirAt >= 0) args.splice(dataDirAt, 2);
  await pgCtl(clusterDir, ["stop", "-m", "fast"]);
  await sleep(ms);
  await pgCtl(clusterDir, ["start", "-o", args.map((arg) => `'${arg}'`).join(" ")]);
}

async function survive(server: ServerProcess, clusterDir: string, databaseUrl: () => Promise<string>) {
  const tokens = await registerShoppers(server.baseUrl, 10, `restart-${Date.now()}`);
  const products = (await catalog(server.baseUrl)).filter((product) => product.stock > 100).slice(0, 8);
  await query(await databaseUrl(), "update products set stock = 100000 where id = any($1)", [products.map((product) => product._id)]);
  const load = steadyLoad(server.baseUrl, tokens, products);
  await sleep(1000);
  for (let restart = 0; restart < RESTARTS; restart += 1) {
    await pgCtl(clusterDir, ["restart", "-m", "fast"]);
    await sleep(1500);
  }
  const downFrom = Date.now();
  await stopFor(clusterDir, 3000);
  const upAt = Date.now();
  await sleep(4000);
  await load.stop();

  expect(server.child.exitCode, `the shop process exited:\n${server.output()}`).toBeNull();
  const failures = load.samples.filter(({ answer }) => answer.status !== 200);
  for (const { what, answer } of failures) {
    expect({ what, status: answer.status, networkError: answer.networkError }).toEqual({ what, status: 503, networkError: undefined });
    expect(answer.json).toEqual({ success: false, message: "The shop is briefly unavailable. Please try again in a moment." });
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  // The door was closed for 3 s: requests then met it (and were told so, not left hanging).
  const whileDown = load.samples.filter(({ at }) => at > downFrom + 500 && at < upAt - 500);
  expect(whileDown.length).toBeGreaterThan(0);
  expect(whileDown.every(({ answer }) => answer.status === 503)).toBe(true);
  // Back by itself: the last two seconds' answers all succeeded.
  const lastTwoSeconds = load.samples.filter(({ at }) => at > Date.now() - 2000);
  expect(lastTwoSeconds.length).toBeGreaterThan(40);
  expect(lastTwoSeconds.filter(({ answer }) => answer.status !== 200)).toEqual([]);
  // Every order the shop confirmed is stored.
  const stored = await query<{ id: string }>(await databaseUrl(), "select id::text as id from orders where id = any($1)", [load.orders]);
  expect(stored.length).toBe(load.orders.length);
  console.log(
    `${RESTARTS} restarts + a 3 s stop under ${RATE_PER_SECOND} req/s: ${load.samples.length} requests, ` +
      `${failures.length} answered 503, ${load.orders.length} orders confirmed and stored, none lost, no other failure`,
  );
}

const ENV = { AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "10000000" };

describe("PostgreSQL restarted under load", () => {
  it("embedded (the shop's own): 503 while away, recovers by itself", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-pg-bounce-"));
    await fs.chmod(dataDir, 0o755);
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, ...ENV }, { timeoutMs: 120_000 });
    cleanups.push(async () => {
      server.child.kill("SIGTERM");
      await server.exited;
    });
    await survive(server, path.join(dataDir, "pg"), () => embeddedDatabaseUrl(dataDir));
  });

  it("a PostgreSQL server (DATABASE_URL): 503 while away, recovers by itself", async () => {
    const pgDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-pg-server-"));
    await fs.chmod(pgDir, 0o755);
    cleanups.push(() => fs.rm(pgDir, { recursive: true, force: true }));
    const postgres = await startEmbeddedPostgres({ dataDir: pgDir });
    cleanups.push(() => postgres.stop());
    const database = await freshDatabase(postgres.url, "shop_under_restart");
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-pg-server-shop-"));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...ENV }, { timeoutMs: 120_000 });
    cleanups.push(async () => {
      server.child.kill("SIGTERM");
      await server.exited;
    });
    await survive(server, path.join(pgDir, "pg"), async () => database.url);
  });
});
