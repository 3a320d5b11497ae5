import { runLoad, type LoadSettings } from "./load";
import { combineRounds, type BenchResults, type RoundResult } from "./report";
import type { RunningServer } from "./servers";

/** A product of the demo catalog, present at both sizes. */
export const PRODUCT_ID = "arduino-uno-r3-ch340";

/** A server and how to start it again (on the same database) if something outside stops it. */
export interface Restartable {
  server: RunningServer;
  start(): Promise<RunningServer>;
}

export interface Shops {
  hello: Restartable;
  demo: Restartable;
  large: Restartable;
}

/**
 * The load rows, in an order that puts each small/large comparison side by side in time: on a shared
 * machine the load from others drifts, and neighbours see the same drift.
 */
function plan(products: number) {
  return [
    { key: "products", label: "GET /api/products", path: "/api/products", shop: "demo" },
    { key: "largePage1", label: "GET /api/products page 1", path: "/api/products", shop: "large" },
    { key: "largePage300", label: "GET /api/products page 300", path: "/api/products?page=300", shop: "large" },
    { key: "product", label: "GET /api/products/{id}", path: `/api/products/${PRODUCT_ID}`, shop: "demo" },
    { key: "list", label: "GET /api/product/list", path: "/api/product/list", shop: "demo" },
    { key: "health", label: "GET /api/health", path: "/api/health", shop: "demo" },
    { key: "productPage", label: "product page (SSR)", path: `/product/${PRODUCT_ID}`, shop: "demo" },
    { key: "largeProductPage", label: "product page (SSR)", path: `/product/${PRODUCT_ID}`, shop: "large" },
    { key: "home", label: "home page (SSR)", path: "/", shop: "demo" },
    { key: "search", label: "GET /api/products search", path: "/api/products?q=sensor", shop: "demo" },
    { key: "largeSearch", label: "GET /api/products search", path: "/api/products?q=sensor", shop: "large" },
  ].map((row) => ({ ...row, shop: row.shop as "demo" | "large", catalog: row.shop === "demo" ? 90 : products }));
}

/**
 * Runs every row `rounds` times, each time right after its own hello-world run with the same settings: a
 * round's ratio is taken against the yardstick measured next to it, so a machine that got busier meanwhile
 * moves both. The rounds go through the whole plan in turn, so one row's runs are minutes apart and a
 * burst of load from a neighbour touches one of them, not all; the row keeps their medians and spread.
 */
export async function runLoadPlan(
  shops: Shops,
  settings: LoadSettings & { products: number; rounds: number },
  results: BenchResults,
  progress: (message: string) => void,
) {
  // On a shared machine another's clean-up may stop our servers; say so, start them again, go on.
  const alive = async (name: keyof Shops) => {
    const gone = shops[name].server.exitReport();
    if (!gone) return shops[name].server;
    const note = `the ${name} server ${gone}; started again`;
    progress(`WARNING: ${note}`);
    results.interruptions.push(note);
    shops[name].server = await shops[name].start();
    return shops[name].server;
  };
  const rounds = new Map<string, RoundResult[]>();
  for (let round = 1; round <= settings.rounds; round++) {
    for (const row of plan(settings.products)) {
      for (let attempt = 1; ; attempt++) {
        const url = (await alive(row.shop)).base + row.path;
        const probe = await fetch(url);
        await probe.arrayBuffer();
        if (!probe.ok) throw new Error(`${row.path} answered ${probe.status}`);
        progress(`${row.label} (${row.catalog} products), round ${round} of ${settings.rounds}, after the hello-world yardstick`);
        const hello = await runLoad(`${(await alive("hello")).base}/`, settings);
        const measured = await runLoad(url, settings);
        // The bare route's own headers are about 150 bytes; the rest is the row's answer, sent as it is.
        const sameSize = await runLoad(
          `${(await alive("hello")).base}/bytes/${Math.max(0, Math.round(measured.kbPerResponse * 1024) - 150)}`,
          settings,
        );
        const interrupted = shops[row.shop].server.exitReport() ?? shops.hello.server.exitReport();
        if (interrupted && attempt < 3) continue;
        results.hello.push(hello);
        rounds.set(row.key, [...(rounds.get(row.key) ?? []), { measured, helloReqPerSec: hello.reqPerSec, sameSizeReqPerSec: sameSize.reqPerSec }]);
        results.rows[row.key] = { label: row.label, path: row.path, catalog: row.catalog, ...combineRounds(rounds.get(row.key)!) };
        break;
      }
    }
  }
}
