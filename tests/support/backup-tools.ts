import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { call, orderBody, query, type CatalogProduct } from "./shop-load";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run backup|restore -- …args` as an operator would, with only the given database settings. */
export function runTool(script: "backup" | "restore", args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }) {
  const base = { ...process.env };
  delete base.DATA_DIR;
  delete base.DATABASE_URL;
  const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
    cwd: projectRoot,
    env: { ...base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

/** Every public table's rows, as one checksum per table: two databases with equal maps hold the same data. */
export async function fingerprint(url: string): Promise<Record<string, string>> {
  const tables = await query<{ name: string }>(url, "select tablename::text as name from pg_tables where schemaname = 'public' order by 1");
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ sum: string; count: number }>(
      url,
      `select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum, count(*)::int as count from public."${name}" t`,
    );
    result[name] = `${row.count}:${row.sum}`;
  }
  return result;
}

/** Tables of the shop (or drizzle's bookkeeping) in a database: none in one a restore left untouched. */
export async function shopTableCount(url: string): Promise<number> {
  const [row] = await query<{ count: number }>(url, "select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')");
  return row.count;
}

/** A backup's decompressed lines, to make damaged copies of it. */
export async function backupLines(file: string): Promise<string[]> {
  return gunzipSync(await fs.readFile(file))
    .toString("utf8")
    .split("\n");
}

export async function writeBackupLines(file: string, lines: string[]): Promise<string> {
  await fs.writeFile(file, gzipSync(lines.join("\n")));
  return file;
}

/** Index of the first row line of `table` in a backup's lines (sections follow the header's table order). */
export function firstRowOf(lines: string[], table: string): number {
  const header = JSON.parse(lines[0]) as { tables: Array<{ name: string; rows: number }> };
  let line = 1;
  for (const section of header.tables) {
    if (section.name === table) {
      if (section.rows === 0) throw new Error(`${table} has no rows in the backup`);
      return line;
    }
    line += section.rows + 1;
  }
  throw new Error(`${table} is not in the backup`);
}

export interface Acknowledged {
  id: string;
  lines: Record<string, number>;
  at: number;
}

/** Each shopper puts a product in the cart and orders it, again and again, until told to stop. */
export function storm(baseUrl: string, tokens: string[], products: CatalogProduct[], acknowledged: Acknowledged[]) {
  let stopped = false;
  const shopper = async (token: string) => {
    while (!stopped) {
      const product = products[Math.floor(Math.random() * products.length)];
      const added = await call(baseUrl, "POST", "/api/cart/add", { token, body: { itemId: product._id } });
      if (!added.json?.success) throw new Error(`cart add: ${added.status} ${added.json?.message ?? added.networkError}`);
      const answer = await call(baseUrl, "POST", "/api/order/place", { token, body: orderBody([{ product, quantity: 1 }]) });
      if (answer.json?.success) acknowledged.push({ id: answer.json.orderId as string, lines: { [product._id]: 1 }, at: Date.now() });
      else throw new Error(`order: ${answer.status} ${answer.json?.message ?? answer.networkError}`);
    }
  };
  const running = Promise.all(tokens.map(shopper));
  return {
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

export async function storedOrders(url: string) {
  const rows = await query<{ id: string; product_id: string; quantity: number }>(
    url,
    "select order_id::text as id, product_id, quantity from order_lines",
  );
  const byOrder = new Map<string, Record<string, number>>();
  for (const row of rows) byOrder.set(row.id, { ...byOrder.get(row.id), [row.product_id]: row.quantity });
  return byOrder;
}

export const stockOf = async (url: string) =>
  new Map((await query<{ id: string; stock: number }>(url, "select id, stock from products")).map((row) => [row.id, row.stock]));
