import { eq } from "drizzle-orm";
import type { DbOrTx } from "~/src/server/db/client";
import { storedFiles } from "~/src/server/db/schema-files";

/**
 * Where every uploaded file lives (issue 32): PostgreSQL by default, an S3-compatible bucket when S3_URL is set.
 * Either way every instance of the shop serves the same files. Keys are made from the content, so a key is
 * written once and never changes (a second put of the same key keeps the first).
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  size: number;
  private: boolean;
}

export interface FileStore {
  put(key: string, bytes: Buffer, options: { contentType: string; private?: boolean }): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  /** Where the bytes are, for the start log: "PostgreSQL" or the bucket's host and name (never its keys). */
  readonly where: string;
}

/** The row every backend writes (with the bytes, or without when the bucket holds them). */
export async function recordFile(db: DbOrTx, key: string, bytes: Buffer | null, size: number, options: { contentType: string; private?: boolean }) {
  await db
    .insert(storedFiles)
    .values({ key, contentType: options.contentType, size, private: options.private ?? false, bytes })
    .onConflictDoNothing();
}

export async function fileRow(db: DbOrTx, key: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row ?? null;
}

export function postgresFileStore(db: DbOrTx): FileStore {
  return {
    where: "PostgreSQL (stored_files)",
    put: (key, bytes, options) => recordFile(db, key, bytes, bytes.length, options),
    async get(key) {
      const row = await fileRow(db, key);
      if (!row?.bytes) return null;
      return { bytes: row.bytes, contentType: row.contentType, size: row.size, private: row.private };
    },
    async has(key) {
      const [row] = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
      return Boolean(row);
    },
  };
}
