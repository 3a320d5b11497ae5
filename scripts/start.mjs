// `npm start`: build only when the build is missing or older than its sources, then run the server in
// this same Node process (no wrapper processes between the service manager's signals and the server).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildEntries, buildIsCurrent } from "./build-state.mjs";

const root = path.resolve(import.meta.dirname, "..");

if (!buildIsCurrent(root)) {
  console.log("Building the shop (the build is missing or older than the sources)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(buildEntries(root).server).href);
