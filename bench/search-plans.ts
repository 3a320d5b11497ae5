/**
 * npx tsx bench/search-plans.ts — what the catalog's queries cost at 10,000 products: the demo catalog
 * plus synthetic products on a fresh embedded PostgreSQL, each query of `queryProducts` timed (median of
 * RUNS calls) and run under EXPLAIN ANALYZE, so page 300 can be compared with page 1 and a search with
 * no search. PLANS=1 prints the plans too; ONLY=<text> runs only the cases whose name holds it (ONLY=facets).
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { connectDatabase, runMigrations, type Db } from "~/src/server/db/client";
import { startEmbeddedPostgres } from "~/src/server/db/embedded";
import { ensureDatabase } from "~/src/server/db/open";
import { makeBenchProducts } from "~/src/server/db/seed/bench-products";
import { insertCatalog } from "~/src/server/db/seed/seed";
import { loadSeedData } from "~/src/server/db/seed/seed-data";
import { queryProducts, type ProductQuery } from "~/src/server/modules/catalog/catalog.service";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 30);

const CASES: Array<[string, ProductQuery]> = [
  ["page 1", {}],
  ["page 300", { page: 300 }],
  ["page 300, price low to high", { page: 300, sort: "price-asc" }],
  ["category, page 5, price high to low", { category: "Sensors", page: 5, sort: "price-desc" }],
  ['search "42", price low to high', { q: "42", sort: "price-asc" }],
  ['search "component"', { q: "component" }],
  ['search "component", page 300', { q: "component", page: 300 }],
  ["page 300, price high to low", { page: 300, sort: "price-desc" }],
  ['search "ardiuno"', { q: "ardiuno" }],
  ['search "ultrasonic sensr"', { q: "ultrasonic sensr" }],
  ['search "l298"', { q: "l298" }],
  // Attribute filters and their facet counts (issue 32), as GET /api/products asks for them.
  ["facets only, page 1", { withFacets: true }],
  ["logic 3.3 + facets", { filters: { logic: ["3.3"] }, withFacets: true }],
  ["category + logic 5 + I2C or SPI + facets", { category: "Sensors", filters: { logic: ["5"], interface: ["I2C", "SPI"] }, withFacets: true }],
  ["runs at 12 V, price low to high, page 20 + facets", { filters: { voltage: ["12"] }, sort: "price-asc", page: 20, withFacets: true }],
  ["motor drivers (rare) + facets", { filters: { type: ["motor-driver"] }, withFacets: true }],
  ['search "component" + USB + facets', { q: "component", filters: { interface: ["USB"] }, withFacets: true }],
];
const ONLY = process.env.ONLY;

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-search-plans-"));
  const server = await startEmbeddedPostgres({ dataDir });
  const database = connectDatabase(await ensureDatabase(server.url, "plans"), { poolSize: 4 });
  try {
    await runMigrations(database.db);
    const seed = await loadSeedData();
    await insertCatalog(database.db, [...seed.products, ...makeBenchProducts(PRODUCTS, seed)], seed.categories);
    // As a live catalog is after autovacuum: statistics, and a visibility map for index-only scans.
    await database.pool.query("vacuum analyze");

    // The same queries through a Drizzle that records each statement, to EXPLAIN them afterwards.
    const statements: Array<{ sql: string; params: unknown[] }> = [];
    const recording = drizzle(database.pool, { logger: { logQuery: (sql, params) => statements.push({ sql, params }) } }) as unknown as Db;
    const rows = [];
    for (const [name, query] of CASES) {
      if (ONLY && !name.includes(ONLY)) continue;
      const times: number[] = [];
      let result;
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        result = await queryProducts(database.db, query);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      statements.length = 0;
      await queryProducts(recording, query);
      // Replayed in one transaction: a fuzzy search's set_config must hold for the statements after it.
      const executions: string[] = [];
      const client = await database.pool.connect();
      try {
        await client.query("begin");
        for (const statement of statements) {
          if (/^(begin|commit|rollback)\b/i.test(statement.sql)) continue;
          if (statement.sql.includes("set_config")) {
            await client.query(statement.sql, statement.params);
            continue;
          }
          const { rows: plan } = await client.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${statement.sql}`, statement.params);
          const lines = plan.map((line) => line["QUERY PLAN"]);
          executions.push(lines.at(-1)!.replace("Execution Time: ", "").replace(" ms", ""));
          if (process.env.PLANS) console.log(`\n-- ${name}\n${statement.sql}\n${lines.join("\n")}`);
        }
      } finally {
        await client.query("rollback");
        client.release();
      }
      rows.push({
        query: name,
        "median ms": times[Math.floor(times.length / 2)].toFixed(2),
        "db execution ms (each statement)": executions.join(" + "),
        total: result?.total,
        first: result?.products[0]?.name.slice(0, 40),
      });
    }
    console.log(`\n${PRODUCTS} synthetic + ${seed.products.length} demo products, median of ${RUNS} calls, Node ${process.version}`);
    console.table(rows);
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
