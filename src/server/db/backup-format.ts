import pg from "pg";
import { z } from "zod";

/**
 * A Tinkerwala backup file (`*.tw-backup.gz`): one gzip stream of
 *
 *   line 1      the header, JSON: { format: "tinkerwala-backup", version: 1, createdAt, migrations, tables }
 *               - migrations: drizzle.__drizzle_migrations as it was, [{ hash, createdAt }] oldest first;
 *                 createdAt is the journal's `when`, which is what drizzle compares to decide what is applied
 *               - tables: [{ name, columns, rows }] of every table of the public schema, parents before the
 *                 tables whose foreign keys point at them, so they load in this order
 *   per table   its rows in PostgreSQL's COPY text format (one line per row, tabs between columns, \N for
 *               null; newlines and backslashes inside values are escaped), then a line `\.`
 *   last line   the trailer, JSON: { end: "tinkerwala-backup", tables, rows }
 *
 * All of it read in one REPEATABLE READ transaction, so it is one moment of the database. The trailer and
 * gzip's own checksum tell a complete file from a cut-off one; the row counts tell a file whose content
 * does not belong to its header.
 */
export const FORMAT = "tinkerwala-backup";
export const FORMAT_VERSION = 1;
/** COPY text can never produce this line for a row: a backslash in a value is written as two. */
export const END_OF_TABLE = "\\.";

const headerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number().int() })),
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)).min(1), rows: z.number().int().min(0) })),
});
export type BackupHeader = z.infer<typeof headerSchema>;

const trailerSchema = z.object({ end: z.literal(FORMAT), tables: z.number().int(), rows: z.number().int() });
export type BackupTrailer = z.infer<typeof trailerSchema>;

/** A backup or restore that cannot go ahead; its message is for the person who ran it, and nothing was changed. */
export class BackupRefusal extends Error {}

export function parseHeader(line: string | null, file: string): BackupHeader {
  let value: unknown;
  try {
    value = JSON.parse(line ?? "");
  } catch {
    throw new BackupRefusal(`${file} is not a Tinkerwala backup (no backup header).`);
  }
  const format = (value as { format?: unknown; version?: unknown } | null) ?? {};
  if (format.format !== FORMAT) throw new BackupRefusal(`${file} is not a Tinkerwala backup (no backup header).`);
  if (typeof format.version === "number" && format.version > FORMAT_VERSION) {
    throw new BackupRefusal(`${file} was written by a newer version of the shop (backup format ${format.version}); restore it with that version.`);
  }
  const parsed = headerSchema.safeParse(value);
  if (!parsed.success) throw new BackupRefusal(`${file} is damaged: its header is incomplete.`);
  return parsed.data;
}

export function parseTrailer(line: string | null, header: BackupHeader, file: string): void {
  let value: unknown;
  try {
    value = JSON.parse(line ?? "");
  } catch {
    value = undefined;
  }
  const parsed = trailerSchema.safeParse(value);
  const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
  if (!parsed.success || parsed.data.tables !== header.tables.length || parsed.data.rows !== rows) {
    throw new BackupRefusal(`${file} is damaged: it does not end as a complete backup does.`);
  }
}

export const quote = (name: string) => pg.escapeIdentifier(name);

export interface TableInfo {
  name: string;
  columns: string[];
}

/**
 * Every table of the public schema with its stored columns (generated ones cannot be loaded), ordered
 * so that a table comes after every table its foreign keys point at.
 */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{ oid: number; name: string; columns: string[] }>(
    `select c.oid::int as oid, c.relname::text as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum) as columns
     from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and not c.relispartition
     order by c.relname`,
  );
  const { rows: links } = await client.query<{ child: number; parent: number }>(
    "select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace",
  );
  const parents = new Map(tables.map((table) => [table.oid, new Set<number>()]));
  for (const { child, parent } of links) if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  const ordered: typeof tables = [];
  const placed = new Set<number>();
  while (ordered.length < tables.length) {
    const remaining = tables.filter((table) => !placed.has(table.oid));
    // A cycle of foreign keys (none in this schema) would load only if deferred; take the first then.
    const next = remaining.find((table) => [...parents.get(table.oid)!].every((parent) => placed.has(parent))) ?? remaining[0];
    ordered.push(next);
    placed.add(next.oid);
  }
  return ordered.map(({ name, columns }) => ({ name, columns }));
}
