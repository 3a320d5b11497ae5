import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What goes into the build: a change to any of these makes the build stale. */
export const BUILD_SOURCES = [
  "src",
  "package.json",
  "package-lock.json",
  // npm's record of what is installed: the compiled server carries its npm packages (build-server.mjs).
  "node_modules/.package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/ascii-source.mjs",
];

/** Newest modification time under a path; test files do not go into the build. */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), 0);
}

export function buildEntries(root) {
  return { server: path.join(root, "build/server/main.js"), storefront: path.join(root, "build/server/index.js") };
}

/** The build exists and nothing in its sources changed after it finished. */
export function buildIsCurrent(root) {
  const { server, storefront } = buildEntries(root);
  if (!existsSync(server) || !existsSync(storefront)) return false;
  // The server is compiled last, so its file's time is when the whole build finished.
  const builtAt = statSync(server).mtimeMs;
  return BUILD_SOURCES.every((source) => newestChange(path.join(root, source)) <= builtAt);
}
