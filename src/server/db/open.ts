import pg from "pg";
import type { Config } from "~/src/server/config";
import { connectDatabase, runMigrations, type Database } from "./client";
import { startEmbeddedPostgres } from "./embedded";
import { seedDemoIfEmpty } from "~/src/server/db/seed/seed";

/** The shop's database on its embedded server. */
export const EMBEDDED_DATABASE = "tinkerwala";

export interface OpenedDatabase extends Database {
  /** Closes the pool, then stops the embedded server if this process started one. */
  shutdown(): Promise<void>;
  seeded: boolean;
}

/** The embedded server (default) or DATABASE_URL; migrations applied, demo data seeded if empty. */
export async function openDatabase(
  config: Config,
  log: { debug(msg: string): void; info(msg: string): void; warn(msg: string): void; error(obj: unknown, msg?: string): void },
): Promise<OpenedDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const started = Date.now();
    // initdb's and PostgreSQL's own chatter is for someone debugging; a failed start throws with its last lines.
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log: (line) => log.debug(`postgres: ${line}`) });
    stopEmbedded = embedded.stop;
    url = await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
    log.info(`database: the embedded PostgreSQL, its files in ${config.dataDir} (ready in ${Date.now() - started} ms)`);
  } else {
    // The address holds a password: name the setting, never its value.
    log.info("database: the PostgreSQL server DATABASE_URL names");
  }
  const database = connectDatabase(url, { poolSize: config.dbPoolSize, onError: (error) => log.warn(`database pool: ${error.message}`) });
  try {
    await runMigrations(database.db);
    const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;
    if (seeded) log.info("demo catalog loaded into the empty database");
    return {
      ...database,
      seeded,
      shutdown: async () => {
        await database.close();
        if (stopEmbedded) await stopEmbedded();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    if (stopEmbedded) await stopEmbedded().catch(() => {});
    throw error;
  }
}

/** Create the named database on a server if it is missing; returns its URL. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
