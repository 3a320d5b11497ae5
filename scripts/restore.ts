/**
 * `npm run restore FILE`: loads a backup written by `npm run backup` into the shop's database, which
 * must be empty (a new DATA_DIR, or a newly created database for DATABASE_URL). Anything wrong with the
 * file or the target is refused with exit code 1 and the database left as it was. Stop the shop first;
 * start it afterwards, and it applies nothing more (the backup's data is never seeded over).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { BackupRefusal } from "~/src/server/db/backup-format";
import { restoreBackup } from "~/src/server/db/restore";
import { openToolDatabase } from "~/src/server/db/tool-database";
import { loadToolConfig } from "./tool-config";

const USAGE = "Usage: npm run restore FILE   (into an empty database: a new DATA_DIR, or a new database in DATABASE_URL)";

async function main(): Promise<number> {
  let positionals;
  try {
    positionals = parseArgs({ allowPositionals: true, options: {} }).positionals;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 1;
  }
  if (positionals.length !== 1) {
    console.error(USAGE);
    return 1;
  }
  const file = path.resolve(positionals[0]);
  // Checked before a new DATA_DIR gets its database, so a typo creates nothing.
  if (!existsSync(file)) {
    console.error(`${file} does not exist.\n${USAGE}`);
    return 1;
  }
  const config = loadToolConfig();
  if (!config) return 1;
  try {
    const database = await openToolDatabase(config, { initialise: true });
    try {
      const summary = await restoreBackup(database.url, file);
      console.log(`Restored ${file} into ${database.description}`);
      console.log(
        `${summary.tables} tables, ${summary.rows} rows, as they were at ${summary.takenAt}; ` +
          `${summary.laterMigrations} newer migration${summary.laterMigrations === 1 ? "" : "s"} applied over them.`,
      );
      console.log(
        `Put the uploaded images back in ${path.join(config.dataDir, "uploads")} before starting the shop (see docs/operations.md, Backups).`,
      );
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof BackupRefusal) {
      console.error(`Nothing restored: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Restore failed, nothing restored: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
