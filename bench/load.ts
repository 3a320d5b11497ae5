import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import type { Result } from "autocannon";

/** One autocannon measurement of one URL. */
export interface LoadResult {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx: a row with any is not a fair figure. */
  failures: number;
  kbPerResponse: number;
}

export interface LoadSettings {
  seconds: number;
  connections: number;
}

const autocannonCli = createRequire(import.meta.url).resolve("autocannon/autocannon.js");

/**
 * Load from autocannon's own command-line tool in a separate Node process, so the server under test
 * and the load generator do not share one event loop (on two cores, each gets its own). One second of
 * warm-up first (JIT, caches, connections), then `seconds` measured; it prints one JSON line per phase.
 */
export function runLoad(url: string, { seconds, connections }: LoadSettings): Promise<LoadResult> {
  const args = [autocannonCli, "--json", "-c", String(connections), "-d", String(seconds)];
  args.push("--warmup", "[", "-c", String(connections), "-d", "1", "]");
  // Browsers ask for compressed answers; the shop compresses what is large enough to pay.
  if (process.env.BENCH_GZIP !== "off") args.push("-H", "accept-encoding=gzip");
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    // Ctrl-C on the bench ends the load too.
    const stop = () => child.kill();
    process.once("exit", stop);
    child.once("error", reject);
    child.once("exit", (code) => {
      process.removeListener("exit", stop);
      const last = stdout.trim().split("\n").at(-1);
      if (code !== 0 || !last) return reject(new Error(`autocannon exited ${code} for ${url}:\n${stderr.slice(-2000)}`));
      const result = JSON.parse(last) as Result;
      const answered = result.requests.total || 1;
      resolve({
        reqPerSec: Math.round(result.requests.total / result.duration),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
        kbPerResponse: Math.round((result.throughput.total / answered / 1024) * 10) / 10,
      });
    });
  });
}
