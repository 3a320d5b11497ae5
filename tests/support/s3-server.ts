import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/**
 * A real S3-compatible server in this process (s3rver: the S3 REST API over a folder), so the S3 file store is
 * tested against the protocol the AWS SDK speaks, not a mock of the SDK. Its fixed credentials are S3RVER/S3RVER.
 */
export async function startTestS3Server(bucket = "tinkerwala-files") {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?region=ap-south-1`,
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
