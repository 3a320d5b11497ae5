import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startServer, type ServerProcess } from "~/tests/support/server-process";
import {
  call,
  catalog,
  embeddedDatabaseUrl,
  orderBody,
  query,
  registerShoppers,
  shopAddress,
  sleep,
  type CatalogProduct,
} from "~/tests/support/shop-load";

/**
 * The shop killed with SIGKILL in the middle of an order storm, again and again, and started on the
 * same files: nothing it acknowledged is lost, and stock always matches the orders that exist.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const SHOPPERS = Number(process.env.CRASH_SHOPPERS ?? 40);

interface Acknowledged {
  kind: "order" | "kit";
  id: string;
  lines: Record<string, number>;
}

let dataDir: string | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

const ENV = { AUTH_RATE_LIMIT: "100000", API_RATE_LIMIT: "10000000" };

/** Each shopper orders again and again (1 in 8 a kit) until told to stop or the shop vanishes. */
function storm(baseUrl: string, tokens: string[], products: CatalogProduct[], acknowledged: Acknowledged[]) {
  let stopped = false;
  const pick = () => products[Math.floor(Math.random() * products.length)];
  const shopper = async (token: string, index: number) => {
    for (let round = 0; !stopped; round += 1) {
      if ((index + round) % 8 === 0) {
        const parts = [...products].sort(() => Math.random() - 0.5).slice(0, 7);
        const totalAmount = parts.reduce((sum, part) => sum + part.salePrice, 0);
        const body = {
          products: parts.map((part) => ({ _id: part._id, quantity: 1 })),
          totalAmount,
          discount: totalAmount * 0.05,
          finalAmount: totalAmount * 0.95,
          paymentMethod: "cod",
          address: shopAddress,
        };
        const answer = await call(baseUrl, "POST", "/api/kit-orders", { token, body });
        if (answer.networkError) return;
        if (answer.json?.success) {
          const order = answer.json.order as { _id: string };
          acknowledged.push({ kind: "kit", id: order._id, lines: Object.fromEntries(parts.map((part) => [part._id, 1])) });
        }
      } else {
        const lines = [pick(), pick()].map((product) => ({ product, quantity: 1 + Math.floor(Math.random() * 2) }));
        const merged = new Map<string, { product: CatalogProduct; quantity: number }>();
        for (const line of lines)
          merged.set(line.product._id, { product: line.product, quantity: (merged.get(line.product._id)?.quantity ?? 0) + line.quantity });
        const answer = await call(baseUrl, "POST", "/api/order/place", { token, body: orderBody([...merged.values()]) });
        if (answer.networkError) return;
        if (answer.json?.success) {
          acknowledged.push({
            kind: "order",
            id: answer.json.orderId as string,
            lines: Object.fromEntries([...merged.values()].map(({ product, quantity }) => [product._id, quantity])),
          });
        }
      }
    }
  };
  const running = Promise.all(tokens.map((token, index) => shopper(token, index)));
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

async function storedLines(databaseUrl: string) {
  const rows = await query<{ kind: string; id: string; product_id: string; quantity: number }>(
    databaseUrl,
    `select case o.kind when 'kit' then 'kit' else 'order' end as kind, l.order_id::text as id, l.product_id, l.quantity
     from order_lines l join orders o on o.id = l.order_id`,
  );
  const byOrder = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const lines = byOrder.get(key) ?? {};
    lines[row.product_id] = (lines[row.product_id] ?? 0) + row.quantity;
    byOrder.set(key, lines);
  }
  return byOrder;
}

const stockOf = async (databaseUrl: string) =>
  new Map((await query<{ id: string; stock: number }>(databaseUrl, "select id, stock from products")).map((row) => [row.id, row.stock]));

it(`loses nothing acknowledged when killed with SIGKILL mid-storm (${KILLS} kills, ${SHOPPERS} shoppers)`, async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-crash-"));
  await fs.chmod(dataDir, 0o755);
  server = await startServer({ DATA_DIR: dataDir, ...ENV }, { timeoutMs: 120_000 });
  const tokens = await registerShoppers(server.baseUrl, SHOPPERS, "crash");
  const products = (await catalog(server.baseUrl)).slice(0, 12);
  let databaseUrl = await embeddedDatabaseUrl(dataDir);
  // Enough stock that the storm places orders rather than meeting "out of stock".
  await query(databaseUrl, "update products set stock = 100000 where id = any($1)", [products.map((product) => product._id)]);
  const initialStock = await stockOf(databaseUrl);
  const [{ ledger_start: ledgerStart }] = await query<{ ledger_start: string }>(
    databaseUrl,
    "select coalesce(max(id), 0) as ledger_start from stock_ledger",
  );

  const acknowledged: Acknowledged[] = [];
  for (let kill = 1; kill <= KILLS; kill += 1) {
    const before = acknowledged.length;
    const running = storm(server.baseUrl, tokens, products, acknowledged);
    await sleep(1500 + Math.random() * 1500);
    server.child.kill("SIGKILL");
    await server.exited;
    await running.stop();
    expect(acknowledged.length - before, `orders acknowledged before kill ${kill}`).toBeGreaterThan(20);

    server = await startServer({ DATA_DIR: dataDir, ...ENV }, { timeoutMs: 120_000 });
    databaseUrl = await embeddedDatabaseUrl(dataDir);

    const stored = await storedLines(databaseUrl);
    for (const order of acknowledged) expect(stored.get(`${order.kind}:${order.id}`), `${order.kind} ${order.id}`).toEqual(order.lines);

    // Every order that exists (acknowledged or cut off before its answer) took its stock, and nothing else did.
    const sold = new Map<string, number>();
    for (const lines of stored.values()) for (const [id, quantity] of Object.entries(lines)) sold.set(id, (sold.get(id) ?? 0) + quantity);
    const stockNow = await stockOf(databaseUrl);
    for (const [id, initial] of initialStock) expect(stockNow.get(id), `stock of ${id}`).toBe(initial - (sold.get(id) ?? 0));
    const ledger = await query<{ product_id: string; change: string }>(
      databaseUrl,
      "select product_id, sum(change)::text as change from stock_ledger where id > $1 group by product_id",
      [ledgerStart],
    );
    for (const row of ledger) expect(Number(row.change), `ledger of ${row.product_id}`).toBe(-(sold.get(row.product_id) ?? 0));
    expect(ledger.length).toBe([...sold.keys()].length);
  }
  console.log(`crash safety: ${KILLS} SIGKILLs, ${acknowledged.length} acknowledged orders, all present with their items and stock`);
  // The restarted shop takes orders as before.
  const answer = await call(server.baseUrl, "POST", "/api/order/place", {
    token: tokens[0],
    body: orderBody([{ product: products[0], quantity: 1 }]),
  });
  expect(answer.json).toMatchObject({ success: true });
});
