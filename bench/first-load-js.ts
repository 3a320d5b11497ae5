import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { projectRoot } from "./servers";

/**
 * HOOK for the first-load JavaScript figure (gzip, home and product). It is measured by
 * scripts/first-load-js.mjs, written on another branch; until that is merged this row says
 * "not available".
 * LEAD: when merging, call the script's exported measuring function here and return its figures as
 * one line, e.g. "home 97 KB / product 92 KB in 14 files".
 */
export async function firstLoadJsRow(): Promise<string> {
  const script = path.join(projectRoot, "scripts/first-load-js.mjs");
  if (!existsSync(script)) return "not available (scripts/first-load-js.mjs is missing)";
  try {
    const measure: Record<string, unknown> = await import(pathToFileURL(script).href);
    const exported = Object.keys(measure).filter((name) => typeof measure[name] === "function");
    return `not wired yet (scripts/first-load-js.mjs exports ${exported.join(", ") || "no function"})`;
  } catch (error) {
    return `not available (${error instanceof Error ? error.message : String(error)})`;
  }
}
