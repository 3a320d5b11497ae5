import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { inject } from "vitest";
import { migrationsFolder } from "~/src/server/db/client";

/**
 * Databases at an older migration, for testing what a migration does to data the shop wrote before it.
 * `close()` drops every database made and the copies of the migrations folder.
 */
export async function migrationLab() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "tw-migration-"));
  const databases: string[] = [];
  const serverUrl = inject("testServerUrl");
  return {
    workDir,
    async freshDatabase(): Promise<string> {
      const name = `m_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      databases.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    /** The shop's migrations up to `count` (drizzle applies what its journal lists); all of them without. */
    async migrateTo(url: string, count?: number) {
      let folder = migrationsFolder;
      if (count !== undefined) {
        folder = path.join(workDir, `migrations-${count}`);
        await fs.cp(migrationsFolder, folder, { recursive: true });
        const journal = JSON.parse(await fs.readFile(path.join(folder, "meta/_journal.json"), "utf8"));
        await fs.writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
      }
      const pool = new pg.Pool({ connectionString: url });
      try {
        await migrate(drizzle(pool), { migrationsFolder: folder });
      } finally {
        await pool.end();
      }
    },
    async close() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await fs.rm(workDir, { recursive: true, force: true });
    },
  };
}

export async function query<Row>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as Row[];
  } finally {
    await client.end();
  }
}
