import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "~/src/server/config";
import { BackupRefusal } from "./backup-format";
import { startEmbeddedPostgres } from "./embedded";
import { EMBEDDED_DATABASE, ensureDatabase } from "./open";
import { runningEmbeddedUrl } from "./running-embedded";

export interface ToolDatabase {
  url: string;
  /** Where the data is, for messages: never the URL itself (it holds a password). */
  description: string;
  close(): Promise<void>;
}

/**
 * The database the shop itself would use, for backup and restore: DATABASE_URL; else the embedded
 * server of a shop running on DATA_DIR; else the embedded server started just for this run (and
 * stopped by close). `initialise` lets a restore create the cluster and the database in a new DATA_DIR;
 * a backup of a DATA_DIR that has none is refused instead.
 */
export async function openToolDatabase(config: Config, { initialise }: { initialise: boolean }): Promise<ToolDatabase> {
  if (config.databaseUrl) {
    const { host, pathname } = new URL(config.databaseUrl);
    return { url: config.databaseUrl, description: `DATABASE_URL (database ${pathname.slice(1)} on ${host})`, close: async () => {} };
  }
  const running = await runningEmbeddedUrl(config);
  if (running) return { url: running, description: `the running shop's embedded PostgreSQL in ${config.dataDir}`, close: async () => {} };
  if (!initialise && !existsSync(path.join(config.dataDir, "pg", "PG_VERSION"))) {
    throw new BackupRefusal(`There is no embedded database in ${config.dataDir} (DATA_DIR), and DATABASE_URL is not set: nothing to back up.`);
  }
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    let url: string;
    if (initialise) url = await ensureDatabase(server.url, EMBEDDED_DATABASE);
    else {
      const address = new URL(server.url);
      address.pathname = `/${EMBEDDED_DATABASE}`;
      url = address.toString();
    }
    return { url, description: `the embedded PostgreSQL in ${config.dataDir}`, close: () => server.stop() };
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
}
