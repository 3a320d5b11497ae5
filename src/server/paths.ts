import path from "node:path";
import { fileURLToPath } from "node:url";

/** Folders of the project, wherever it was cloned or started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const publicDir = path.join(projectRoot, "public");
export const downloadsDir = path.join(projectRoot, "files");
export const buildDir = path.join(projectRoot, "build");
/** The demo catalog and blog as data files (read by the seed); from the root so a bundled server finds them too. */
export const seedDataDir = path.join(projectRoot, "src/server/db/seed/data");
