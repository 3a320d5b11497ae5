import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServer, type ServerProcess } from "~/tests/support/server-process";
import { call, catalog, embeddedDatabaseUrl, orderBody, query, registerShoppers, rssMb, sleep, type Answer } from "~/tests/support/shop-load";

/**
 * A steady, realistic mix at 50 requests/s: pages, catalog calls, carts and orders. No request may fail
 * and the server's memory must level off. 2 minutes in CI; `SOAK_MINUTES=30 npm run test:faults` by hand.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 2);
const RATE_PER_SECOND = 50;
const SAMPLE_SECONDS = MINUTES >= 10 ? 60 : 10;
const WARM_UP_SECONDS = MINUTES >= 10 ? 120 : 30;

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

it(
  `serves ${RATE_PER_SECOND} requests/s for ${MINUTES} minutes without an error, memory flat after warm-up`,
  { timeout: (MINUTES * 60 + 180) * 1000 },
  async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-soak-"));
    await fs.chmod(dataDir, 0o755);
    server = await startServer({ DATA_DIR: dataDir, AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "10000000" }, { timeoutMs: 120_000 });
    const base = server.baseUrl;
    const tokens = await registerShoppers(base, 20, "soak");
    const products = await catalog(base);
    await query(await embeddedDatabaseUrl(dataDir), "update products set stock = 1000000");
    const searches = ["arduino", "sensor", "motor", "led", "servo", "battery"];

    // One visit in ten is a page; the rest is what those pages and the cart call.
    const mix: Array<(i: number) => Promise<Answer>> = [
      () => call(base, "GET", "/"),
      (i) => call(base, "GET", `/product/${products[i % products.length]._id}`),
      (i) => call(base, "GET", `/api/products?page=${1 + (i % 4)}`),
      (i) => call(base, "GET", `/api/products?q=${searches[i % searches.length]}`),
      (i) => call(base, "GET", `/api/products/${products[i % products.length]._id}`),
      (i) => call(base, "GET", `/api/products/${products[(i * 7) % products.length]._id}`),
      (i) => call(base, "POST", "/api/cart/add", { token: tokens[i % tokens.length], body: { itemId: products[i % products.length]._id } }),
      (i) => call(base, "POST", "/api/cart/get", { token: tokens[i % tokens.length], body: {} }),
      (i) =>
        call(base, "POST", "/api/cart/update", {
          token: tokens[i % tokens.length],
          body: { itemId: products[i % products.length]._id, quantity: 0 },
        }),
      (i) =>
        call(base, "POST", "/api/order/place", {
          token: tokens[i % tokens.length],
          body: orderBody([{ product: products[i % products.length], quantity: 1 }]),
        }),
    ];

    const failures: string[] = [];
    const inFlight = new Set<Promise<void>>();
    let sent = 0;
    const send = () => {
      const i = sent;
      sent += 1;
      const pending = mix[i % mix.length](i).then((answer) => {
        const ok = answer.status === 200 && (answer.json === null || answer.json.success !== false);
        if (!ok) failures.push(`${i % mix.length}: ${answer.status} ${answer.json?.message ?? answer.networkError ?? ""}`);
      });
      inFlight.add(pending);
      void pending.finally(() => inFlight.delete(pending));
    };
    const loadStarted = Date.now();
    // Catches up when a timer fires late, so the rate holds on a busy machine.
    const timer = setInterval(() => {
      const due = Math.floor(((Date.now() - loadStarted) / 1000) * RATE_PER_SECOND);
      while (sent < due) send();
    }, 1000 / RATE_PER_SECOND);

    const curve: Array<{ second: number; rssMb: number }> = [];
    const started = loadStarted;
    for (let second = SAMPLE_SECONDS; second <= MINUTES * 60; second += SAMPLE_SECONDS) {
      await sleep(started + second * 1000 - Date.now());
      curve.push({ second, rssMb: await rssMb(server.child.pid!) });
    }
    clearInterval(timer);
    await Promise.all([...inFlight]);

    console.log(
      `soak: ${sent} requests in ${MINUTES} min, ${failures.length} failed; RSS (MB) by second: ${curve.map((s) => `${s.second}s ${s.rssMb}`).join(", ")}`,
    );
    expect(failures.slice(0, 10)).toEqual([]);
    expect(sent).toBeGreaterThan(MINUTES * 60 * RATE_PER_SECOND * 0.95);
    // Flat = no upward trend: the last third of the settled samples averages at most 10 % above the first
    // third, and peaks no higher than 10 % above its peak. Memory falling is not a leak: the heap grows until
    // a major collection and then drops (on a loaded CI machine from 244 to 199 MB within one run), which a
    // two-sided bound read as a failure.
    const settled = curve.filter((sample) => sample.second > WARM_UP_SECONDS).map((sample) => sample.rssMb);
    const third = Math.max(1, Math.floor(settled.length / 3));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const [early, late] = [settled.slice(0, third), settled.slice(-third)];
    expect(mean(late), `RSS averaged ${mean(late).toFixed(1)} MB at the end vs ${mean(early).toFixed(1)} MB after warm-up`).toBeLessThanOrEqual(
      mean(early) * 1.1,
    );
    expect(Math.max(...late), `RSS peaked at ${Math.max(...late)} MB at the end vs ${Math.max(...early)} MB after warm-up`).toBeLessThanOrEqual(
      Math.max(...early) * 1.1,
    );
  },
);
