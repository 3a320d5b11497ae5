import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");
const compiledServer = path.join(projectRoot, "build/server/shop.js");

/**
 * With `node --enable-source-maps build/server/main.js` (docs/operations.md, "Production"), stack traces in the log name the
 * TypeScript files an operator can open, not lines of a 5 MB bundle. This runs the compiled server so and asks
 * Node, as the process ends, where the bundle's `main` came from.
 */
it("the compiled server's stack traces point at the TypeScript sources when source maps are on", async () => {
  const lines = readFileSync(compiledServer, "utf8").split("\n");
  const mainLine = lines.findIndex((line) => line.startsWith("async function main()"));
  expect(mainLine).toBeGreaterThan(0);

  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-source-maps-"));
  try {
    const probe = path.join(dir, "probe.mjs");
    await fs.writeFile(
      probe,
      `import { findSourceMap } from "node:module";
process.on("exit", () => {
  const entry = findSourceMap(${JSON.stringify(pathToFileURL(compiledServer).href)})?.findEntry(${mainLine}, 0);
  process.stderr.write("SOURCE " + JSON.stringify(entry ?? null) + "\\n");
});\n`,
    );
    // Nothing listens on port 9: the server loads, fails to reach its database and exits.
    const run = spawnSync(process.execPath, ["--enable-source-maps", "--import", pathToFileURL(probe).href, "build/server/main.js"], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: "postgres://nobody@127.0.0.1:9/none", PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    const reported = run.stderr.split("\n").find((line) => line.startsWith("SOURCE "));
    expect(reported, run.stderr).toBeDefined();
    const entry = JSON.parse(reported!.slice("SOURCE ".length)) as { originalSource?: string } | null;
    expect(entry?.originalSource).toBe(pathToFileURL(path.join(projectRoot, "src/server/main.ts")).href);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
