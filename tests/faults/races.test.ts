import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { startServer } from "~/tests/support/server-process";
import {
  call,
  catalog,
  embeddedDatabaseUrl,
  freshDatabase,
  orderBody,
  query,
  registerShoppers,
  shopAddress,
  type CatalogProduct,
} from "~/tests/support/shop-load";

/**
 * The last units of a product, fought over by many customers at once through two shop instances on
 * one database: exactly the units in stock are sold, every time, never one more.
 */
const REPETITIONS = Number(process.env.RACE_REPETITIONS ?? 20);
const RACERS = Number(process.env.RACE_RACERS ?? 200);
const LAST_UNITS = 5;
const KIT_REPETITIONS = Number(process.env.KIT_RACE_REPETITIONS ?? 10);

const ENV = { AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "10000000" };
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function tempDir(prefix: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dir, 0o755);
  cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

async function shop(env: Record<string, string>) {
  const server = await startServer({ ...ENV, ...env }, { timeoutMs: 120_000 });
  cleanups.push(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });
  return server.baseUrl;
}

const OUT_OF_STOCK = /out of stock|left in stock/;

async function race(instances: string[], databaseUrl: string) {
  const tokens = await registerShoppers(instances[0], RACERS, `racer-${Date.now()}`);
  const products = await catalog(instances[0]);
  const [prize, ...others] = products;
  const at = (i: number) => instances[i % instances.length];
  const soldOf = async (id: string) =>
    Number(
      (await query<{ sold: string }>(databaseUrl, "select coalesce(sum(quantity), 0)::text as sold from order_lines where product_id = $1", [id]))[0]
        .sold,
    );

  let attempts = 0;
  for (let repetition = 1; repetition <= REPETITIONS; repetition += 1) {
    await query(databaseUrl, "update products set stock = $2 where id = $1", [prize._id, LAST_UNITS]);
    const soldBefore = await soldOf(prize._id);
    const answers = await Promise.all(
      tokens.map((token, i) => call(at(i), "POST", "/api/order/place", { token, body: orderBody([{ product: prize, quantity: 1 }]) })),
    );
    attempts += answers.length;
    const won = answers.filter((answer) => answer.json?.success);
    const lost = answers.filter((answer) => !answer.json?.success);
    expect(won.length, `repetition ${repetition}`).toBe(LAST_UNITS);
    for (const answer of lost) expect(answer.json?.message).toMatch(OUT_OF_STOCK);
    const [{ stock }] = await query<{ stock: number }>(databaseUrl, "select stock from products where id = $1", [prize._id]);
    expect(stock).toBe(0);
    expect((await soldOf(prize._id)) - soldBefore).toBe(LAST_UNITS);
  }

  // Kit orders and component orders for the same last unit.
  const plenty = others.slice(0, 6);
  await query(databaseUrl, "update products set stock = 100000 where id = any($1)", [plenty.map((product) => product._id)]);
  const kitParts: CatalogProduct[] = [prize, ...plenty];
  const kitTotal = kitParts.reduce((sum, part) => sum + part.salePrice, 0);
  const kitBody = {
    products: kitParts.map((part) => ({ _id: part._id, quantity: 1 })),
    totalAmount: kitTotal,
    discount: kitTotal * 0.05,
    finalAmount: kitTotal * 0.95,
    paymentMethod: "cod",
    address: shopAddress,
  };
  for (let repetition = 1; repetition <= KIT_REPETITIONS; repetition += 1) {
    await query(databaseUrl, "update products set stock = 1 where id = $1", [prize._id]);
    const answers = await Promise.all(
      tokens
        .slice(0, 40)
        .map((token, i) =>
          i % 2 === 0
            ? call(at(i / 2), "POST", "/api/kit-orders", { token, body: kitBody })
            : call(at((i - 1) / 2), "POST", "/api/order/place", { token, body: orderBody([{ product: prize, quantity: 1 }]) }),
        ),
    );
    attempts += answers.length;
    expect(answers.filter((answer) => answer.json?.success).length, `kit repetition ${repetition}`).toBe(1);
    const [{ stock }] = await query<{ stock: number }>(databaseUrl, "select stock from products where id = $1", [prize._id]);
    expect(stock).toBe(0);
  }
  console.log(
    `races on ${instances.length} instances: ${REPETITIONS} × ${RACERS} orders for the last ${LAST_UNITS} units and ` +
      `${KIT_REPETITIONS} × 40 kit/component orders for the last unit; ${attempts} attempts, never oversold`,
  );
}

describe("races for the last units, two shop instances on one database", () => {
  it("on the embedded PostgreSQL (the second instance connects to the first's)", async () => {
    const ownerDir = await tempDir("tinkerwala-race-a-");
    const first = await shop({ DATA_DIR: ownerDir });
    const databaseUrl = await embeddedDatabaseUrl(ownerDir);
    const second = await shop({ DATA_DIR: await tempDir("tinkerwala-race-b-"), DATABASE_URL: databaseUrl });
    await race([first, second], databaseUrl);
  });

  it("on a PostgreSQL server (TEST_DATABASE_URL in CI)", async () => {
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ?? inject("testServerUrl"), "shop_races");
    cleanups.push(() => database.drop());
    const first = await shop({ DATA_DIR: await tempDir("tinkerwala-race-c-"), DATABASE_URL: database.url });
    const second = await shop({ DATA_DIR: await tempDir("tinkerwala-race-d-"), DATABASE_URL: database.url });
    await race([first, second], database.url);
  });
});
