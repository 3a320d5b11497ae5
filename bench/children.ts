import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";

/**
 * The bench's child processes: each gets its own process group (so `npm start`'s npm → sh → node chain
 * stops as one), and every one still running is stopped when the bench ends, also after a failure.
 */
const running = new Set<ChildProcess>();

export interface Child {
  process: ChildProcess;
  pid: number;
  /** The last lines the child printed, for an error message when it fails. */
  output(): string;
}

export function startChild(command: string, args: string[], options: SpawnOptions = {}): Child {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  running.add(child);
  child.once("exit", () => running.delete(child));
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 20));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { process: child, pid: child.pid, output: () => lines.join("\n") };
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM to the child's whole process group (the shop stops gracefully), SIGKILL if it hangs. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (exited(child) || child.pid === undefined) return;
  const done = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  signalGroup("SIGTERM");
  const timer = setTimeout(() => signalGroup("SIGKILL"), graceMs);
  await done;
  clearTimeout(timer);
}

/** For a signal handler: SIGTERM to every child's group at once, without waiting. */
export function signalAllChildren(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Gone already.
    }
  }
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls url until it answers 200; fails when the child exits first or the time is up. */
export async function waitUntilAnswering(url: string, child: Child, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child.process)) throw new Error(`the process for ${url} exited (${child.process.exitCode}):\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${child.output()}`);
}

/** Resident memory now and at its peak, in MB, from /proc (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
}

function childrenOf(pid: number): number[] {
  // Every thread's children are listed under its own task; the main thread's are the ones spawned.
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

export interface TreeNode {
  pid: number;
  command: string;
  rssMb: number;
  children: TreeNode[];
}

/** The process and all its descendants, read from /proc. */
export function processTree(pid: number): TreeNode {
  return { pid, command: commandLine(pid), rssMb: memoryOf(pid).rssMb, children: childrenOf(pid).map(processTree) };
}

/** Node processes in the tree (the shop's own, not npm's). */
export function nodeProcesses(tree: TreeNode): TreeNode[] {
  const self = /(^|\/)node\s/.test(`${tree.command} `) ? [tree] : [];
  return [...self, ...tree.children.flatMap(nodeProcesses)];
}

export function formatTree(tree: TreeNode, depth = 0): string[] {
  const line = `${"  ".repeat(depth)}${depth ? "└─ " : ""}${tree.pid} ${tree.command.slice(0, 90)} (RSS ${tree.rssMb} MB)`;
  return [line, ...tree.children.flatMap((child) => formatTree(child, depth + 1))];
}
