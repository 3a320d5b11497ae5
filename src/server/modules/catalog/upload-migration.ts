import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { FileStore } from "~/src/server/shared/file-store";
import { contentTypeOf, UPLOAD_FILE_PATTERN } from "./uploads.service";

/**
 * Photos uploaded before the file store lived in DATA_DIR/uploads, seen by one server only and missed by
 * backups. At start each one not yet in the store is copied in. Nothing is deleted, and a key already in the
 * store is skipped, so a start interrupted half-way loses nothing and the next start finishes the move.
 */
export async function moveUploadsIntoStore(uploadsDir: string, store: FileStore, log: FastifyBaseLogger): Promise<number> {
  const names = await readdir(uploadsDir).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names.filter((entry) => UPLOAD_FILE_PATTERN.test(entry)).sort()) {
    if (await store.has(name)) continue;
    await store.put(name, await readFile(path.join(uploadsDir, name)), { contentType: contentTypeOf(name) });
    moved += 1;
  }
  if (moved > 0) log.info(`moved ${moved} uploaded files from ${uploadsDir} into the file store; the folder can be removed`);
  return moved;
}
