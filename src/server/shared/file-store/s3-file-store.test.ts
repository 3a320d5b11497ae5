import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "~/src/server/db/schema-files";
import { staffToken } from "~/tests/support/catalog";
import { startTestS3Server } from "~/tests/support/s3-server";
import { addProducts, createTestApp, productFixture, type TestApp } from "~/tests/support/test-app";

let s3: Awaited<ReturnType<typeof startTestS3Server>>;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await createTestApp({ env: { S3_URL: s3.url } });
  token = await staffToken(t);
  await addProducts(t.db, [productFixture({ id: "s3-driver", name: "S3 Driver" })]);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

function upload(url: string, bytes: Buffer, filename: string, type: string) {
  const boundary = "----tinkerwala-s3-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return t.app.inject({
    method: "POST",
    url,
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token },
  });
}
const pdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text("Datasheet kept in a bucket");
    doc.end();
  });

/** The object as the bucket itself holds it, read with a client of our own. */
async function objectInBucket(key: string) {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: "ap-south-1",
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    forcePathStyle: true,
  });
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe("the file store in an S3-compatible bucket (S3_URL)", () => {
  it("keeps a product photo and a datasheet in the bucket and serves them, with only their rows in PostgreSQL", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const uploaded = (await upload("/api/admin/uploads", photo, "photo.png", "image/png")).json();
    expect(uploaded.image).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject(uploaded.image);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const key = uploaded.image.slice("/uploads/".length);
    expect(Buffer.compare(await objectInBucket(key), served.rawPayload)).toBe(0);

    const datasheet = await pdf();
    const attached = (await upload("/api/admin/products/s3-driver/documents", datasheet, "driver.pdf", "application/pdf")).json();
    const [document] = attached.product.documents;
    const download = await t.app.inject(document.url);
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, datasheet)).toBe(0);
    expect(Buffer.compare(await objectInBucket(document.url.slice("/uploads/".length)), datasheet)).toBe(0);

    const rows = await t.db
      .select({ key: storedFiles.key, bytes: storedFiles.bytes, size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    expect(rows).toEqual([{ key, bytes: null, size: served.rawPayload.length }]);
  });
});
