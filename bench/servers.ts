import { fileURLToPath } from "node:url";
import { formatTree, freePort, nodeProcesses, processTree, startChild, stopChild, waitUntilAnswering, type Child } from "./children";

export const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
  /** Why the server is gone (exit code or signal, its last lines), or undefined while it runs. */
  exitReport(): string | undefined;
}

/** Settings of the shop under load: production, quiet, no rate limit in the way, loopback only. */
function shopEnvironment(port: number, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_LEVEL: process.env.BENCH_SHOP_LOG_LEVEL ?? "silent",
    API_RATE_LIMIT: "1000000000",
    PORT: String(port),
    HOST: "127.0.0.1",
    ...extra,
  };
}

async function serve(child: Child, base: string, readyPath: string): Promise<RunningServer> {
  try {
    await waitUntilAnswering(base + readyPath, child);
  } catch (error) {
    await stopChild(child.process);
    throw error;
  }
  const exitReport = () => {
    const { exitCode, signalCode } = child.process;
    if (exitCode === null && signalCode === null) return undefined;
    return `exited with ${signalCode ?? `code ${exitCode}`}${child.output() ? `:\n${child.output()}` : " and printed nothing"}`;
  };
  return { base, pid: child.pid, stop: () => stopChild(child.process), exitReport };
}

/** The yardstick: bench/hello-server.ts in its own Node process. */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  const script = fileURLToPath(new URL("hello-server.ts", import.meta.url));
  const child = startChild(process.execPath, ["--import", "tsx", script], { cwd: projectRoot, env: { ...process.env, PORT: String(port) } });
  return serve(child, `http://127.0.0.1:${port}`, "/");
}

/**
 * The shop as production runs it: `node build/server/main.js`, one process, against a database URL.
 * Started from dataDir (uploads, and no .env of the developer's is read).
 */
export async function startShop(databaseUrl: string, dataDir: string, seedDemo: boolean): Promise<RunningServer> {
  const port = await freePort();
  const env = shopEnvironment(port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: seedDemo ? "on" : "off" });
  const child = startChild(process.execPath, [`${projectRoot}build/server/main.js`], { cwd: dataDir, env });
  return serve(child, `http://127.0.0.1:${port}`, "/api/health");
}

export interface StartMeasurement {
  /** From spawning `npm start` until /api/health answers 200. */
  ms: number;
  /** npm → sh → node …, with each process's RSS. */
  tree: string[];
  /** How many Node processes run the shop (npm's own excluded): the target is one. */
  shopNodeProcesses: number;
}

/**
 * Times `npm start` when the build is current, as an operator restarts the shop, or (direct) the
 * compiled server as a service file starts it. With databaseUrl it uses that server; without, the
 * embedded PostgreSQL in dataDir (whose start is then part of the time).
 */
export async function timeRestart(dataDir: string, databaseUrl?: string, { direct = false } = {}): Promise<StartMeasurement> {
  const port = await freePort();
  const env = shopEnvironment(port, { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const started = performance.now();
  const child = direct
    ? startChild(process.execPath, [`${projectRoot}build/server/main.js`], { cwd: projectRoot, env })
    : startChild("npm", ["start"], { cwd: projectRoot, env });
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/api/health`, child, 120_000);
    const ms = Math.round(performance.now() - started);
    const tree = processTree(child.pid);
    // npm's own process is `npm start`; the shop's processes are the node ones under it.
    const shop = nodeProcesses(tree).filter((node) => node.pid !== child.pid);
    return { ms, tree: formatTree(tree), shopNodeProcesses: shop.length };
  } finally {
    await stopChild(child.process, 25_000);
  }
}
