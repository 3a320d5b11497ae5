// `npm start`: build only when the build is missing or older than its sources, then run the server in
// this same Node process (no wrapper processes between the service manager's signals and the server).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildEntries, buildIsCurrent } from "./build-state.mjs";

const root = path.resolve(import.meta.dirname, "..");

if (!buildIsCurrent(root)) {
  // The build's own output (hundreds of chunk sizes, Vite's notices) says nothing to someone starting the
  // shop; it is shown only when the build fails.
  process.stdout.write("Building the shop (the build is missing or older than the sources)… ");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    console.log("failed:\n");
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    process.exit(result.status ?? 1);
  }
  console.log(`built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(buildEntries(root).server).href);
