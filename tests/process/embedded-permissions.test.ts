import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "~/src/server/db/embedded";

const runsAsRoot = typeof process.getuid === "function" && process.getuid() === 0;
let closed: string | undefined;
afterAll(async () => {
  if (closed) await fs.rm(closed, { recursive: true, force: true });
});

describe("embedded PostgreSQL started as root", () => {
  // As a normal user PostgreSQL runs as that user and the check does not apply.
  it.runIf(runsAsRoot)("refuses a DATA_DIR the postgres user cannot reach, saying what to do", async () => {
    closed = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-closed-"));
    await fs.chmod(closed, 0o700);
    await expect(startEmbeddedPostgres({ dataDir: path.join(closed, "data") })).rejects.toThrow(
      `that user cannot enter ${closed} (mode 700). Set DATA_DIR to a folder outside it`,
    );
  });
});
