import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { DbOrTx } from "~/src/server/db/client";
import { fileRow, recordFile, type FileStore } from "./file-store";

/** `https://KEY:SECRET@host[:port]/bucket?region=…`: one setting, checked by the config module, never logged. */
export function parseS3Url(url: string) {
  const parsed = new URL(url);
  const bucket = decodeURIComponent(parsed.pathname.replace(/^\/+/, "").split("/")[0]);
  return {
    endpoint: `${parsed.protocol}//${parsed.host}`,
    bucket,
    region: parsed.searchParams.get("region") ?? "us-east-1",
    credentials: { accessKeyId: decodeURIComponent(parsed.username), secretAccessKey: decodeURIComponent(parsed.password) },
    where: `${parsed.host}/${bucket}`,
  };
}

/**
 * The bucket holds the bytes; PostgreSQL keeps a row per file (type, size, private) with no bytes, so the shop
 * knows what exists without listing the bucket, and private files are refused before the bucket is asked.
 * Path-style addresses, which every S3-compatible server (MinIO, Ceph, R2, s3rver) understands.
 */
export function s3FileStore(db: DbOrTx, url: string): FileStore {
  const { endpoint, bucket, region, credentials, where } = parseS3Url(url);
  const client = new S3Client({ endpoint, region, credentials, forcePathStyle: true });
  return {
    where: `S3 bucket ${where}`,
    async put(key, bytes, options) {
      if (await fileRow(db, key)) return;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: options.contentType }));
      await recordFile(db, key, null, bytes.length, options);
    },
    async get(key) {
      const row = await fileRow(db, key);
      if (!row) return null;
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key })).catch((error: { name?: string }) => {
        if (error.name === "NoSuchKey") return null;
        throw error;
      });
      if (!object?.Body) return null;
      const bytes = Buffer.from(await object.Body.transformToByteArray());
      return { bytes, contentType: row.contentType, size: bytes.length, private: row.private };
    },
    has: async (key) => Boolean(await fileRow(db, key)),
  };
}
