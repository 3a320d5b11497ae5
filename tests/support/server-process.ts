import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the shop the way `npm start` does (the compiled server, production mode) and waits for health. */
export async function startServer(
  /** An undefined value leaves that variable out of the server's environment. */
  env: Record<string, string | undefined>,
  { timeoutMs = 60_000, script = "build/server/main.js" }: { timeoutMs?: number; script?: "build/server/main.js" | "scripts/start.mjs" } = {},
): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  let log = "";
  const child = spawn(process.execPath, [script], {
    cwd: projectRoot,
    env: Object.fromEntries(
      Object.entries({ ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env, PORT: port }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, child, output: () => log, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${log}`);
}
