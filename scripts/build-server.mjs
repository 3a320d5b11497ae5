// Compiles the server (src/server/main.ts and what it imports) into one ES module, build/server/main.js,
// so production runs plain `node` with no TypeScript loader. npm packages stay external (node_modules).
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "src/server/main.ts")],
  outfile: path.join(root, "build/server/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: "linked",
  // Stack traces in the log point at the TypeScript sources.
  banner: { js: "process.setSourceMapsEnabled(true);" },
  logLevel: "warning",
});
