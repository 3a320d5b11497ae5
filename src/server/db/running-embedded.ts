import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "~/src/server/config";
import { ensureDatabase, EMBEDDED_DATABASE } from "./open";

/**
 * URL of the shop's database on the embedded PostgreSQL that a running shop started in DATA_DIR, or
 * undefined when none runs (or DATABASE_URL is set). A command-line tool must connect to that server:
 * starting a second one on the same files would stop the shop's (it looks like one left by a crash).
 */
export async function runningEmbeddedUrl(config: Config): Promise<string | undefined> {
  if (config.databaseUrl) return undefined;
  const lock = await fs.readFile(path.join(config.dataDir, "pg", "postmaster.pid"), "utf8").catch(() => "");
  const [pidLine, , , portLine] = lock.split("\n");
  const pid = Number.parseInt(pidLine ?? "", 10);
  const port = Number.parseInt(portLine ?? "", 10);
  if (!(pid > 0 && port > 0)) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = (await fs.readFile(path.join(config.dataDir, "pg-password"), "utf8")).trim();
  return ensureDatabase(`postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`, EMBEDDED_DATABASE);
}
