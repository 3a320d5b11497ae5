import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type ServerProcess } from "~/tests/support/server-process";

// Issue 33, "while there": a person starting the shop reads a few plain lines (where the data lives, the
// address to open), not initdb's chatter; a pipe or a service manager gets JSON lines.

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  server = undefined;
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function startFresh(env: Record<string, string>) {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "tw-start-output-"));
  server = await startServer({ DATABASE_URL: undefined, DATA_DIR: dataDir, LOG_LEVEL: "info", ...env }, { timeoutMs: 120_000 });
  // The listening line comes right after the health check can answer; give it a moment.
  for (let tries = 0; tries < 40 && !server.output().includes("Tinkerwala is open at"); tries++) await new Promise((r) => setTimeout(r, 50));
  return server.output();
}

describe("what the first start prints", () => {
  it("with LOG_FORMAT=pretty: a few readable lines naming the data folder and the address, no initdb output", async () => {
    const output = await startFresh({ LOG_FORMAT: "pretty" });
    const lines = output.trim().split("\n");
    expect(output).not.toContain('{"level"');
    expect(output).toContain(`database: the embedded PostgreSQL, its files in ${dataDir}`);
    expect(output).toMatch(/INFO.*Tinkerwala is open at http:\/\/127\.0\.0\.1:\d+/);
    expect(output).not.toMatch(/initdb|The files belonging to this database system|selecting default/);
    expect(lines.length).toBeLessThanOrEqual(8);
  });

  it("through a pipe (no terminal, no LOG_FORMAT): JSON lines, initdb's output still left out", async () => {
    const output = await startFresh({});
    const lines = output.trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const messages = lines.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContain(
      `database: the embedded PostgreSQL, its files in ${dataDir} (ready in ${messages.join("").match(/ready in (\d+) ms/)?.[1]} ms)`,
    );
    expect(messages.some((message) => message.startsWith("postgres:"))).toBe(false);
    expect(messages.some((message) => /^Tinkerwala is open at http:\/\/127\.0\.0\.1:\d+$/.test(message))).toBe(true);
  });
});
