import { createReadStream } from "node:fs";
import { pipeline, Readable } from "node:stream";
import { pipeline as pipelineAsync } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { readMigrationFiles, type MigrationMeta } from "drizzle-orm/migrator";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { connect } from "./backup";
import { BackupRefusal, listTables, parseHeader, parseTrailer, quote, type BackupHeader } from "./backup-format";
import { BackupReader } from "./backup-reader";
import { migrationsFolder as shopMigrations } from "./client";

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** When the backup was taken (its transaction's start), as written in the file. */
  takenAt: string;
  migrationsInBackup: number;
  /** Migrations of this version newer than the backup, applied after its data was loaded. */
  laterMigrations: number;
}

/**
 * Loads a backup into an empty database, all in one transaction: a refused or damaged file, or any
 * failure on the way, leaves the database as it was. The schema is rebuilt by the migrations the backup
 * was taken at, the rows loaded, then this version's newer migrations run over them as they would have
 * over the live database (some rewrite data). drizzle's own migrator commits on its own, so its steps
 * are repeated here inside the transaction, with the same bookkeeping table and rule (a migration is
 * applied when its journal time is newer than the last one recorded).
 */
export async function restoreBackup(url: string, file: string, { migrationsFolder = shopMigrations } = {}): Promise<RestoreSummary> {
  const known = readMigrationFiles({ migrationsFolder });
  // Errors of the file or of gzip surface when the decompressed stream is read.
  const input = pipeline(createReadStream(file), createGunzip(), () => {});
  let client: pg.Client | undefined;
  try {
    const reader = new BackupReader(input[Symbol.asyncIterator](), file);
    const header = parseHeader(await reader.line(), file);
    const inBackup = migrationsOfBackup(header, known, file);
    client = await connect(url);
    await client.query("begin");
    try {
      await assertEmpty(client, header);
      await applyMigrations(client, inBackup);
      await assertSchemaMatches(client, header, file);
      for (const table of header.tables) await loadTable(client, reader, table, file);
      parseTrailer(await reader.line(), header, file);
      await reader.expectEnd();
      await resetSequences(client);
      const laterMigrations = await applyMigrations(client, known);
      await client.query("commit");
      // Fresh tables have no planner statistics until autovacuum gets to them.
      await client.query("analyze").catch(() => {});
      const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
      return { tables: header.tables.length, rows, takenAt: header.createdAt, migrationsInBackup: inBackup.length, laterMigrations };
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    }
  } catch (error) {
    throw explainFileError(error, file);
  } finally {
    input.destroy();
    await client?.end().catch(() => {});
  }
}

/** The backup's migrations must be the first ones of this version's: a later one means a newer shop wrote it. */
function migrationsOfBackup(header: BackupHeader, known: MigrationMeta[], file: string): MigrationMeta[] {
  header.migrations.forEach((migration, index) => {
    if (known[index]?.folderMillis !== migration.createdAt) {
      throw new BackupRefusal(
        `${file} was taken from a newer version of the shop (its database has a migration from ${new Date(migration.createdAt).toISOString()} ` +
          `that this version does not know). Restore it with that version, or a newer one.`,
      );
    }
  });
  return known.slice(0, header.migrations.length);
}

async function assertEmpty(client: pg.Client, header: BackupHeader): Promise<void> {
  const holding: string[] = [];
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ found: boolean }>(`select exists (select 1 from ${quote(table.name)}) as found`);
    if (rows[0].found) holding.push(table.name);
  }
  if (holding.length) {
    throw new BackupRefusal(
      `The target database is not empty (${holding.join(", ")} hold rows). A backup is only restored into an empty database; nothing was changed.`,
    );
  }
  const { rows } = await client.query<{ present: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as present");
  if (!rows[0].present) return;
  const { rows: applied } = await client.query<{ created_at: string }>(
    `select created_at::text from "drizzle"."__drizzle_migrations" order by created_at`,
  );
  if (applied.length > header.migrations.length || applied.some((row, index) => Number(row.created_at) !== header.migrations[index].createdAt)) {
    throw new BackupRefusal(
      "The target database already has a newer schema than the backup (a newer shop was started on it). Restore into a new, empty database; nothing was changed.",
    );
  }
}

async function applyMigrations(client: pg.Client, migrations: MigrationMeta[]): Promise<number> {
  await client.query(`create schema if not exists "drizzle"`);
  await client.query(`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`);
  const { rows } = await client.query<{ created_at: string }>(
    `select created_at::text from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
  );
  const last = rows.length ? Number(rows[0].created_at) : undefined;
  let applied = 0;
  for (const migration of migrations) {
    if (last !== undefined && last >= migration.folderMillis) continue;
    for (const statement of migration.sql) if (statement.trim()) await client.query(statement);
    await client.query(`insert into "drizzle"."__drizzle_migrations" (hash, created_at) values ($1, $2)`, [migration.hash, migration.folderMillis]);
    applied += 1;
  }
  return applied;
}

/** After its own migrations, the database has exactly the backup's tables and columns, or the file is not what it says. */
async function assertSchemaMatches(client: pg.Client, header: BackupHeader, file: string): Promise<void> {
  const target = new Map((await listTables(client)).map((table) => [table.name, [...table.columns].sort().join(",")]));
  const inFile = new Map(header.tables.map((table) => [table.name, [...table.columns].sort().join(",")]));
  const differ = [...new Set([...target.keys(), ...inFile.keys()])].filter((name) => target.get(name) !== inFile.get(name));
  if (differ.length) throw new BackupRefusal(`${file} is damaged: its tables do not match its migrations (${differ.join(", ")}).`);
}

async function loadTable(client: pg.Client, reader: BackupReader, table: BackupHeader["tables"][number], file: string): Promise<void> {
  const counter = { rows: 0 };
  const copy = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(", ")}) from stdin`));
  try {
    await pipelineAsync(Readable.from(reader.rows(counter, table.name)), copy);
  } catch (error) {
    if (error instanceof BackupRefusal || !isDatabaseError(error)) throw error;
    // The server's message may quote the offending value; a customer's data stays out of the output.
    const reason = error.message.replace(/: ".*$/s, "");
    throw new BackupRefusal(`${file} is damaged: table ${table.name} could not be loaded (${reason}).`);
  }
  if (counter.rows !== table.rows || copy.rowCount !== table.rows) {
    throw new BackupRefusal(`${file} is damaged: table ${table.name} has ${counter.rows} rows, its header says ${table.rows}.`);
  }
}

/** serial and identity columns continue after the highest value loaded, so new rows do not collide. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `select c.relname::text as table_name, a.attname::text as column_name, s.sequence
     from pg_class c
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     cross join lateral (select pg_get_serial_sequence(format('%I.%I', 'public', c.relname), a.attname) as sequence) s
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and s.sequence is not null`,
  );
  for (const row of rows) {
    await client.query(
      `select setval($1::regclass, coalesce(highest, 1), highest is not null) from (select max(${quote(row.column_name)})::bigint as highest from ${quote(row.table_name)}) as loaded`,
      [row.sequence],
    );
  }
}

const isDatabaseError = (error: unknown): error is Error & { code: string } =>
  error instanceof Error && typeof (error as { code?: unknown }).code === "string" && "severity" in error;

/** A file that cannot be read or decompressed is the user's problem to fix, not a crash. */
function explainFileError(error: unknown, file: string): unknown {
  if (error instanceof BackupRefusal || !(error instanceof Error)) return error;
  const code = (error as { code?: string }).code ?? "";
  if (code === "ENOENT") return new BackupRefusal(`${file} does not exist.`);
  if ("syscall" in error && "path" in error) return new BackupRefusal(`${file} cannot be read (${code}).`);
  if (code.startsWith("Z_") || /unexpected end of file|incorrect header check/i.test(error.message)) {
    return new BackupRefusal(`${file} is damaged or not a Tinkerwala backup (${error.message}).`);
  }
  return error;
}
