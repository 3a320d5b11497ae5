/**
 * npm run bench — figures for the catalog at scale: 10,000 products on a fresh embedded PostgreSQL,
 * the built shop in production mode, autocannon against each page and call (loopback only, bounded).
 * Prints requests/s, latency percentiles and response sizes. Requires `npm run build` first.
 */
import "./production-env";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { connectDatabase, runMigrations } from "../src/server/db/client";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { ensureDatabase } from "../src/server/db/open";
import { makeBenchProducts } from "../src/server/db/seed/bench-products";
import { insertCatalog } from "../src/server/db/seed/seed";
import { loadSeedData } from "../src/server/db/seed/seed-data";
import { buildDir } from "../src/server/paths";
import { registerWeb } from "../src/server/web/register-web";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  if (!existsSync(path.join(buildDir, "server/index.js"))) throw new Error("Run `npm run build` first.");
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-bench-"));
  const server = await startEmbeddedPostgres({ dataDir });
  const url = await ensureDatabase(server.url, "bench");
  const database = connectDatabase(url, { poolSize: 10 });
  try {
    await runMigrations(database.db);
    const seed = await loadSeedData();
    let started = Date.now();
    await insertCatalog(database.db, makeBenchProducts(PRODUCTS, seed), seed.categories);
    console.log(`Inserted ${PRODUCTS} products in ${Date.now() - started} ms`);

    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", API_RATE_LIMIT: "100000000", PORT: "0", HOST: "127.0.0.1" });
    const app = await buildApp({
      config,
      db: database.db,
      logger: false,
      registerWeb: (instance) => registerWeb(instance, { config, db: database.db }),
    });
    started = Date.now();
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

    const targets: Array<[string, string]> = [
      ["GET /api/health", "/api/health"],
      ["GET /api/products (page 1)", "/api/products"],
      ["GET /api/products (page 300)", "/api/products?page=300"],
      ["GET /api/products search+sort", "/api/products?q=42&sort=price-asc"],
      ["GET /api/products category", `/api/products?category=${encodeURIComponent("Sensors")}&sort=price-desc&page=5`],
      ["GET /api/products/:id", "/api/products/bench-4242"],
      ["GET /collections (SSR)", "/collections?page=3"],
      ["GET /collections search (SSR)", "/collections?q=42&sort=price-asc"],
      ["GET /category (SSR)", `/category?category=${encodeURIComponent("Sensors")}`],
      ["GET /product/:id (SSR)", "/product/bench-4242"],
      ["GET / (SSR home)", "/"],
      ["GET /api/product/list (all)", "/api/product/list"],
    ];
    const rows = [];
    for (const [name, target] of targets) {
      const probe = await fetch(base + target);
      const body = await probe.arrayBuffer();
      if (!probe.ok) throw new Error(`${target} answered ${probe.status}`);
      const result = await autocannon({ url: base + target, connections: CONNECTIONS, duration: SECONDS, headers: { "accept-encoding": "gzip" } });
      rows.push({
        call: name,
        "req/s": Math.round(result.requests.average),
        "p50 ms": result.latency.p50,
        "p97.5 ms": result.latency.p97_5,
        "p99 ms": result.latency.p99,
        "body kB": (body.byteLength / 1024).toFixed(1),
        errors: result.errors + result.non2xx,
      });
    }
    console.log(`\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per row, ${os.cpus().length} cores, Node ${process.version}`);
    console.table(rows);
    await app.close();
  } finally {
    await database.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
