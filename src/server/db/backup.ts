import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { BackupRefusal, END_OF_TABLE, FORMAT, FORMAT_VERSION, listTables, quote, type BackupHeader, type BackupTrailer } from "./backup-format";

export interface BackupSummary {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
  migrations: number;
  /** The moment of the database the file holds (its transaction's start). */
  takenAt: Date;
}

/**
 * Writes the whole shop database to `file` (format in backup-format.ts), the way pg_dump does: one
 * REPEATABLE READ, READ ONLY transaction, so every table is read at the same moment while the shop goes
 * on taking orders, and COPY streams, so no table is held in memory. The file appears only when
 * complete (written beside it, flushed to disk, then renamed), readable by its owner alone: it holds
 * password hashes and customers' addresses.
 */
export async function writeBackup(url: string, file: string): Promise<BackupSummary> {
  const client = await connect(url);
  const partial = `${file}.partial-${process.pid}`;
  try {
    await client.query("begin isolation level repeatable read read only");
    // The first statement fixes the snapshot; now() is the transaction's start.
    const { rows: start } = await client.query<{ at: Date }>("select now() as at");
    const tables = await listTables(client);
    const { rows: bookkeeping } = await client.query<{ present: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
    );
    if (tables.length === 0 || !bookkeeping[0].present) {
      throw new BackupRefusal("The database has no Tinkerwala tables (the shop was never started on it): nothing to back up.");
    }
    // As pg_dump does: nobody may alter or drop a table while it is being read (orders still go through).
    await client.query(
      `lock table ${[...tables.map((table) => quote(table.name)), `"drizzle"."__drizzle_migrations"`].join(", ")} in access share mode`,
    );
    const { rows: applied } = await client.query<{ hash: string; created_at: string }>(
      `select hash, created_at::text as created_at from "drizzle"."__drizzle_migrations" order by created_at, id`,
    );
    const header: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: start[0].at.toISOString(),
      migrations: applied.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) })),
      tables: [],
    };
    for (const table of tables) {
      const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from ${quote(table.name)}`);
      header.tables.push({ ...table, rows: rows[0].count });
    }
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);

    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // flush: fsync before close, so a backup that was reported written survives a power cut.
    await pipeline(Readable.from(content(client, header, rows)), createGzip(), createWriteStream(partial, { flags: "wx", mode: 0o600, flush: true }));
    await client.query("commit");
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    return { file, tables: header.tables.length, rows, bytes: size, migrations: header.migrations.length, takenAt: start[0].at };
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function* content(client: pg.Client, header: BackupHeader, rows: number): AsyncGenerator<string | Buffer> {
  yield `${JSON.stringify(header)}\n`;
  for (const table of header.tables) {
    const copy = client.query(copyTo(`copy ${quote(table.name)} (${table.columns.map(quote).join(", ")}) to stdout`));
    let lines = 0;
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      yield chunk;
    }
    // Cannot differ inside one snapshot; checked so that a broken stream never becomes a backup.
    if (lines !== table.rows) throw new Error(`table ${table.name} gave ${lines} rows, ${table.rows} counted`);
    yield `${END_OF_TABLE}\n`;
  }
  const trailer: BackupTrailer = { end: FORMAT, tables: header.tables.length, rows };
  yield `${JSON.stringify(trailer)}\n`;
}

/** A single connection; a missing database is a refusal with a message, not a stack trace. */
export async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  // A lost connection fails the query in flight; without a listener it would also end the process.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code === "3D000") throw new BackupRefusal(`The database ${new URL(url).pathname.slice(1)} does not exist.`);
    throw error;
  }
  return client;
}
