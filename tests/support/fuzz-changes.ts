import { sql } from "drizzle-orm";
import type { Db } from "~/src/server/db/client";

export interface Change {
  table: string;
  operation: string;
  count: number;
}

/**
 * Every committed row change in the shop's tables lands in `fuzz_changes`, by row triggers installed on
 * every table of the schema (so a table added later is watched too). A rolled-back change leaves no row,
 * and an UPDATE that changes nothing does not count. Exact and cheap: one small query per request,
 * whatever the size of the tables — unlike hashing their contents.
 */
export class ChangeLog {
  private constructor(
    private readonly db: Db,
    readonly tables: string[],
  ) {}

  static async install(db: Db): Promise<ChangeLog> {
    await db.execute(sql`create table fuzz_changes (table_name text not null, operation text not null)`);
    await db.execute(
      sql.raw(`create function fuzz_record_change() returns trigger language plpgsql as $$
        begin insert into fuzz_changes values (tg_table_name, tg_op); return null; end $$`),
    );
    const found = await db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_changes'`,
    );
    const tables = found.rows.map(({ name }) => name);
    for (const name of tables) {
      const table = `"${name.replace(/"/g, '""')}"`;
      await db.execute(
        sql.raw(`create trigger fuzz_change_write after insert or delete on ${table} for each row execute function fuzz_record_change()`),
      );
      await db.execute(
        sql.raw(
          `create trigger fuzz_change_update after update on ${table} for each row when (old::text is distinct from new::text) execute function fuzz_record_change()`,
        ),
      );
      await db.execute(
        sql.raw(`create trigger fuzz_change_truncate after truncate on ${table} for each statement execute function fuzz_record_change()`),
      );
    }
    const log = new ChangeLog(db, tables);
    await log.take();
    return log;
  }

  /** The row changes committed since the last call, per table and operation; forgets them. */
  async take(): Promise<Change[]> {
    const result = await this.db.execute<{ table: string; operation: string; count: number }>(sql`
      with taken as (delete from fuzz_changes returning table_name, operation)
      select table_name as "table", operation, count(*)::int as count from taken group by 1, 2 order by 1, 2`);
    return result.rows;
  }
}
