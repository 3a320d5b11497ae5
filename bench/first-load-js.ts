import path from "node:path";
import { firstLoadReport } from "~/scripts/first-load-js.mjs";
import { projectRoot } from "./servers";

/** The first-load JavaScript of home, product and collections (gzip), as `npm test`'s budget check measures it. */
export function firstLoadJsRow(): string {
  const report = firstLoadReport(path.join(projectRoot, "build/client"));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return report.map((page) => `${page.label} ${kb(page.gzip)} in ${page.count} files`).join(" / ");
}
