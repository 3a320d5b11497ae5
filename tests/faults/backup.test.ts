import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  backupLines,
  fingerprint,
  firstRowOf,
  runTool,
  shopTableCount,
  stockOf,
  storedOrders,
  storm,
  writeBackupLines,
  type Acknowledged,
} from "~/tests/support/backup-tools";
import { startServer, type ServerProcess } from "~/tests/support/server-process";
import { call, catalog, embeddedDatabaseUrl, freshDatabase, orderBody, query, registerShoppers, sleep } from "~/tests/support/shop-load";

/**
 * `npm run backup` while customers keep ordering, `npm run restore` into an empty database, and the
 * shop started on the result: every order acknowledged before the backup began is there, complete, with
 * stock to match. Damaged files and non-empty targets are refused without changing anything.
 */
const SHOPPERS = Number(process.env.BACKUP_SHOPPERS ?? 20);
const ENV = { AUTH_RATE_LIMIT: "1000", API_RATE_LIMIT: "100000" };
const migrationsFolder = path.resolve(import.meta.dirname, "../../src/server/db/migrations");

let workDir: string;
const servers: ServerProcess[] = [];
const databases: Array<() => Promise<void>> = [];
beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-backup-"));
  // As root, the embedded PostgreSQL runs as `postgres`, which must reach the DATA_DIRs inside.
  await fs.chmod(workDir, 0o755);
});
afterAll(async () => {
  for (const server of servers) await stop(server);
  for (const drop of databases) await drop().catch(() => {});
  if (workDir) await fs.rm(workDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>) {
  const server = await startServer({ ...ENV, ...env }, { timeoutMs: 120_000 });
  servers.push(server);
  return server;
}
async function stop(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await server.exited;
}
async function database(name: string) {
  const created = await freshDatabase(inject("testServerUrl"), `backup_${name}_${process.pid}`);
  databases.push(created.drop);
  return created.url;
}

describe("embedded database, backed up during an order storm", () => {
  let restoredUrl: string;
  let restoredShop: ServerProcess;

  it(`restores every order acknowledged before the backup began (${SHOPPERS} shoppers)`, async () => {
    const sourceDir = path.join(workDir, "source");
    const source = await start({ DATA_DIR: sourceDir });
    const tokens = await registerShoppers(source.baseUrl, SHOPPERS, `backup-${process.pid}`);
    const products = (await catalog(source.baseUrl)).slice(0, 8);
    const sourceUrl = await embeddedDatabaseUrl(sourceDir);
    await query(sourceUrl, "update products set stock = 100000 where id = any($1)", [products.map((product) => product._id)]);
    const initialStock = await stockOf(sourceUrl);
    const [{ ledger_start: ledgerStart }] = await query<{ ledger_start: string }>(
      sourceUrl,
      "select coalesce(max(id), 0) as ledger_start from stock_ledger",
    );

    const acknowledged: Acknowledged[] = [];
    const running = storm(source.baseUrl, tokens, products, acknowledged);
    // Enough acknowledged orders before the backup that losing any would show, however slow the machine.
    for (const deadline = Date.now() + 90_000; acknowledged.length < 40 && Date.now() < deadline;) await sleep(50);
    const file = path.join(workDir, "storm.tw-backup.gz");
    const began = Date.now();
    const backup = await runTool("backup", [file], { DATA_DIR: sourceDir });
    const ended = Date.now();
    await sleep(300);
    await running.stop();
    expect(backup.output).toMatch(/Backup of the running shop's embedded PostgreSQL in .* written to .*storm\.tw-backup\.gz\n\d+ tables, \d+ rows/);
    expect(backup.code).toBe(0);
    expect((await fs.stat(file)).mode & 0o077, "the backup is readable by its owner alone").toBe(0);
    const before = acknowledged.filter((order) => order.at < began);
    const during = acknowledged.filter((order) => order.at >= began && order.at <= ended);
    expect(before.length).toBeGreaterThanOrEqual(40);
    expect(during.length, "orders kept being taken while the backup ran").toBeGreaterThan(0);
    const sourceOrders = await storedOrders(sourceUrl);
    const [catalogSize] = await query<{ products: number; posts: number }>(
      sourceUrl,
      "select (select count(*)::int from products) as products, (select count(*)::int from blog_posts) as posts",
    );
    await stop(source);

    const restoredDir = path.join(workDir, "restored");
    const restore = await runTool("restore", [file], { DATA_DIR: restoredDir });
    expect(restore.output).toMatch(/Restored .* into the embedded PostgreSQL in .*restored\n\d+ tables, \d+ rows, as they were at /);
    expect(restore.code).toBe(0);
    restoredShop = await start({ DATA_DIR: restoredDir });
    restoredUrl = await embeddedDatabaseUrl(restoredDir);

    const restored = await storedOrders(restoredUrl);
    for (const order of before) expect(restored.get(order.id), `order ${order.id}, acknowledged before the backup`).toEqual(order.lines);
    // One moment of the source: nothing that never existed there, no order without its items.
    for (const [id, lines] of restored) expect(sourceOrders.get(id), `restored order ${id}`).toEqual(lines);
    const [{ orders }] = await query<{ orders: number }>(restoredUrl, "select count(*)::int as orders from orders");
    expect(orders).toBe(restored.size);

    const sold = new Map<string, number>();
    for (const lines of restored.values()) for (const [id, quantity] of Object.entries(lines)) sold.set(id, (sold.get(id) ?? 0) + quantity);
    const stock = await stockOf(restoredUrl);
    for (const [id, initial] of initialStock) expect(stock.get(id), `stock of ${id}`).toBe(initial - (sold.get(id) ?? 0));
    const ledger = await query<{ product_id: string; change: string }>(
      restoredUrl,
      "select product_id, sum(change)::text as change from stock_ledger where id > $1 group by product_id",
      [ledgerStart],
    );
    expect(Object.fromEntries(ledger.map((row) => [row.product_id, -Number(row.change)]))).toEqual(Object.fromEntries(sold));
    // Started on the restored data, the shop seeded nothing over it.
    const [restoredCatalog] = await query<{ products: number; posts: number }>(
      restoredUrl,
      "select (select count(*)::int from products) as products, (select count(*)::int from blog_posts) as posts",
    );
    expect(restoredCatalog).toEqual(catalogSize);

    // Customers are still signed in, and the shop takes their orders.
    const again = await call(restoredShop.baseUrl, "POST", "/api/order/place", {
      token: tokens[0],
      body: orderBody([{ product: products[0], quantity: 1 }]),
    });
    expect(again.json).toMatchObject({ success: true });
    expect((await stockOf(restoredUrl)).get(products[0]._id)).toBe(stock.get(products[0]._id)! - 1);
    console.log(
      `backup during storm: ${acknowledged.length} orders acknowledged, ${before.length} before the backup began (all restored), ` +
        `${during.length} while it ran (${ended - began} ms); ${restored.size} orders in the backup`,
    );
  });

  it("refuses to restore into a database that is not empty, and changes nothing", async () => {
    const before = await fingerprint(restoredUrl);
    const refused = await runTool("restore", [path.join(workDir, "storm.tw-backup.gz")], { DATA_DIR: path.join(workDir, "restored") });
    expect(refused.output).toMatch(/Nothing restored: The target database is not empty \(.*orders.*\)/);
    expect(refused.code).toBe(1);
    expect(await fingerprint(restoredUrl)).toEqual(before);
    await stop(restoredShop);
  });
});

describe("a PostgreSQL server (DATABASE_URL)", () => {
  let file: string;

  it("backs up and restores the same rows, and new rows continue after the restored ones", async () => {
    const sourceUrl = await database("source");
    const shop = await start({ DATABASE_URL: sourceUrl });
    const tokens = await registerShoppers(shop.baseUrl, 3, `backup-server-${process.pid}`);
    const [product] = await catalog(shop.baseUrl);
    for (const token of tokens) {
      expect((await call(shop.baseUrl, "POST", "/api/order/place", { token, body: orderBody([{ product, quantity: 2 }]) })).json).toMatchObject({
        success: true,
      });
    }
    file = path.join(workDir, "server.tw-backup.gz");
    const backup = await runTool("backup", [file], { DATABASE_URL: sourceUrl });
    expect(backup.output).toMatch(/Backup of DATABASE_URL \(database backup_source_\d+ on [^)]+\) written to/);
    expect(backup.output, "no password in the output").not.toContain(new URL(sourceUrl).password);
    expect(backup.code).toBe(0);
    await stop(shop);

    const targetUrl = await database("target");
    const restore = await runTool("restore", [file], { DATABASE_URL: targetUrl });
    expect(restore.code, restore.output).toBe(0);
    expect(await fingerprint(targetUrl)).toEqual(await fingerprint(sourceUrl));
    // serial columns: the next value is past every restored one, so the shop's next insert does not collide.
    const serials = await query<{ table_name: string; column_name: string; sequence: string }>(
      targetUrl,
      `select c.relname::text as table_name, a.attname::text as column_name, pg_get_serial_sequence(format('%I', c.relname), a.attname) as sequence
       from pg_class c join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`,
    );
    expect(serials.map((serial) => serial.table_name)).toEqual(expect.arrayContaining(["categories", "products", "stock_ledger", "audit_log"]));
    for (const { table_name: table, column_name: column, sequence } of serials) {
      const [row] = await query<{ next: string; highest: string | null }>(
        targetUrl,
        `select nextval($1)::text as next, (select max("${column}")::text from "${table}") as highest`,
        [sequence],
      );
      expect(Number(row.next), `next ${table}.${column}`).toBeGreaterThan(Number(row.highest ?? 0));
    }
  });

  it("refuses damaged files, other files and newer backups, leaving the empty target empty", async () => {
    const targetUrl = await database("damaged");
    const lines = await backupLines(file);
    const bytes = await fs.readFile(file);
    const truncated = path.join(workDir, "truncated.tw-backup.gz");
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const missingRow = lines.filter((_, index) => index !== firstRowOf(lines, "order_lines"));
    const badValue = [...lines];
    const row = firstRowOf(lines, "orders");
    badValue[row] = badValue[row].replace(/^[^\t]+/, "not-a-uuid-SECRET");
    const header = JSON.parse(lines[0]);
    const newer = [
      JSON.stringify({ ...header, migrations: [...header.migrations, { hash: "f".repeat(64), createdAt: 4102444800000 }] }),
      ...lines.slice(1),
    ];
    const cases: Array<[string, string, RegExp]> = [
      ["truncated", truncated, /damaged or not a Tinkerwala backup \(unexpected end of file\)/],
      [
        "a row missing",
        await writeBackupLines(path.join(workDir, "missing.gz"), missingRow),
        /damaged: table order_lines has \d+ rows, its header says \d+/,
      ],
      [
        "a bad value",
        await writeBackupLines(path.join(workDir, "value.gz"), badValue),
        /damaged: table orders could not be loaded \(invalid input syntax for type uuid\)/,
      ],
      [
        "no trailer",
        await writeBackupLines(path.join(workDir, "end.gz"), [...lines.slice(0, -2), ""]),
        /damaged: it does not end as a complete backup does/,
      ],
      ["from a newer shop", await writeBackupLines(path.join(workDir, "newer.gz"), newer), /taken from a newer version of the shop/],
      ["not gzip", path.resolve(import.meta.dirname, "../../package.json"), /not a Tinkerwala backup \(incorrect header check\)/],
      [
        "not a backup",
        await writeBackupLines(path.join(workDir, "other.gz"), ['{"hello":"world"}', "1\t2"]),
        /is not a Tinkerwala backup \(no backup header\)/,
      ],
    ];
    for (const [name, damaged, message] of cases) {
      const refused = await runTool("restore", [damaged], { DATABASE_URL: targetUrl });
      expect(refused.output, `${name}: no row content in the output`).not.toContain("SECRET");
      expect(refused.output, name).toMatch(message);
      expect(refused.code, name).toBe(1);
      expect(await shopTableCount(targetUrl), `${name}: the target stays empty`).toBe(0);
    }
    // The same target takes the intact file.
    expect((await runTool("restore", [file], { DATABASE_URL: targetUrl })).code).toBe(0);
  });

  it("brings an older backup up to date: the newer migrations run over its rows", async () => {
    const olderUrl = await database("older");
    const folder = path.join(workDir, "migrations-0001");
    await fs.cp(migrationsFolder, folder, { recursive: true });
    const journal = JSON.parse(await fs.readFile(path.join(folder, "meta/_journal.json"), "utf8"));
    await fs.writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 2) }));
    const pool = new pg.Pool({ connectionString: olderUrl });
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
      await pool.query(`insert into categories (name) values ('Sensors');
        insert into products (id, name, price_paise, category_id, stock) select 'old-sensor', 'Old Sensor', 1000, id, 7 from categories;
        insert into users (id, name, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'Old', 'old@example.in', 'x');
        insert into orders (user_id, status, payment_method, address, subtotal_paise, delivery_fee_paise, amount_paise)
          values ('00000000-0000-4000-8000-000000000001', 'shipped', 'COD', '{}', 1000, 2000, 3000)`);
    } finally {
      await pool.end();
    }
    const older = path.join(workDir, "older.tw-backup.gz");
    expect((await runTool("backup", [older], { DATABASE_URL: olderUrl })).code).toBe(0);

    const targetUrl = await database("upgraded");
    const restore = await runTool("restore", [older], { DATABASE_URL: targetUrl });
    expect(restore.output).toMatch(new RegExp(`${journal.entries.length - 2} newer migrations applied`));
    expect(restore.code).toBe(0);
    expect(await query(targetUrl, "select product_id, change, reason from stock_ledger")).toEqual([
      { product_id: "old-sensor", change: 7, reason: "initial" },
    ]);
    expect(await query(targetUrl, "select jsonb_path_query_array(history, '$[*].status') as statuses from orders")).toEqual([
      { statuses: ["shipped"] },
    ]);
    const applied = await query<{ created_at: string }>(targetUrl, "select created_at::text from drizzle.__drizzle_migrations order by created_at");
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry: { when: number }) => entry.when));
  });
});
