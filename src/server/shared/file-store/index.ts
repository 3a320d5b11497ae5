import type { Config } from "~/src/server/config";
import type { DbOrTx } from "~/src/server/db/client";
import { postgresFileStore, type FileStore } from "./file-store";
import { s3FileStore } from "./s3-file-store";

export type { FileStore } from "./file-store";

export function openFileStore(db: DbOrTx, config: Pick<Config, "s3Url">): FileStore {
  return config.s3Url ? s3FileStore(db, config.s3Url) : postgresFileStore(db);
}
