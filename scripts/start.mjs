// `npm start`: build only when the build is missing or older than its sources, then run the server in
// this same Node process (no wrapper processes between the service manager's signals and the server).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, "build/server/main.js");
const storefrontEntry = path.join(root, "build/server/index.js");
const SOURCES = ["src", "package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json", "scripts/build-server.mjs"];

/** Newest modification time under a path; tests do not go into the build. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

function buildIsCurrent() {
  if (!existsSync(serverEntry) || !existsSync(storefrontEntry)) return false;
  // The server is compiled last, so its file's time is when the whole build finished.
  const builtAt = statSync(serverEntry).mtimeMs;
  return SOURCES.every((source) => newestChange(path.join(root, source)) <= builtAt);
}

if (!buildIsCurrent()) {
  console.log("Building the shop (the build is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(serverEntry).href);
