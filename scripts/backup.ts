/**
 * `npm run backup [-- FILE]`: the whole shop database, as one consistent moment, in one file (default
 * DATA_DIR/backups/tinkerwala-<time>.tw-backup.gz). Works while the shop runs and takes orders. Uses the
 * same settings (.env, then the environment) and database as the shop: DATABASE_URL, else the embedded
 * one in DATA_DIR. Uploaded images are files in DATA_DIR/uploads, not in the database: copy them too.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { writeBackup } from "~/src/server/db/backup";
import { BackupRefusal } from "~/src/server/db/backup-format";
import { openToolDatabase } from "~/src/server/db/tool-database";
import { loadToolConfig } from "./tool-config";

const USAGE = "Usage: npm run backup [-- FILE]   (default: DATA_DIR/backups/tinkerwala-<time>.tw-backup.gz)";

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { out: { type: "string", short: "o" } } });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 1;
  }
  if (args.positionals.length + (args.values.out ? 1 : 0) > 1) {
    console.error(`Give one file name.\n${USAGE}`);
    return 1;
  }
  const config = loadToolConfig();
  if (!config) return 1;
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replaceAll(":", "-");
  const file = path.resolve(args.values.out ?? args.positionals[0] ?? path.join(config.dataDir, "backups", `tinkerwala-${stamp}.tw-backup.gz`));
  try {
    const database = await openToolDatabase(config, { initialise: false });
    try {
      const summary = await writeBackup(database.url, file);
      console.log(`Backup of ${database.description} written to ${summary.file}`);
      console.log(
        `${summary.tables} tables, ${summary.rows} rows, ${formatSize(summary.bytes)}; the database as it was at ${summary.takenAt.toISOString()}.`,
      );
      console.log(`Uploaded images are not in it: copy ${path.join(config.dataDir, "uploads")} alongside (see docs/operations.md, Backups).`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof BackupRefusal) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
