import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedFiles } from "~/src/server/db/schema-files";
import { createSecondInstance, createTestApp, type TestApp } from "~/tests/support/test-app";
import { staffToken } from "~/tests/support/catalog";

let t: TestApp;
let dataDir: string;
let token: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "tinkerwala-uploads-"));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  token = await staffToken(t);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A multipart/form-data body with one file part, as a browser's form sends it. */
function multipart(bytes: Buffer, { field = "file", filename = "photo.png", type = "image/png" } = {}) {
  const boundary = "----tinkerwala-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token },
  };
}
const upload = (bytes: Buffer, options?: Parameters<typeof multipart>[1]) =>
  t.app.inject({ method: "POST", url: "/api/admin/uploads", ...multipart(bytes, options) });
const storedKeys = async () => (await t.db.select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key).sort();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 1 } } })
    .png()
    .toBuffer();

describe("POST /api/admin/uploads", () => {
  it("stores a real PNG as a resized WebP and a JPEG, served for a year from /uploads", async () => {
    const response = await upload(await png(2400, 1600));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      image: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.webp$/),
      fallback: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.jpg$/),
      width: 1200,
      height: 800,
    });
    const webp = await t.app.inject(body.image);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webp.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(webp.rawPayload).metadata()).format).toBe("webp");
    const jpeg = await t.app.inject(body.fallback);
    expect(jpeg.statusCode).toBe(200);
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe("jpeg");
    const hash = body.image.slice(9, 41);
    // In the shared file store (PostgreSQL here), not on this server's disk.
    expect((await storedKeys()).filter((key) => key.startsWith(hash)).sort()).toEqual(
      [body.fallback.slice(9), body.image.slice(9), `${hash}-400.webp`, `${hash}-800.webp`].sort(),
    );
    expect(await readdir(path.join(dataDir, "uploads")).catch(() => [])).toEqual([]);
    // The smaller copies the pages' srcset names, served like the original.
    for (const width of [400, 800]) {
      const copy = await t.app.inject(`/uploads/${hash}-${width}.webp`);
      expect(copy.statusCode).toBe(200);
      expect((await sharp(copy.rawPayload).metadata()).width).toBe(width);
    }
  });

  it("keeps a small photo's size (no enlarging)", async () => {
    const body = (await upload(await png(300, 200))).json();
    expect(body).toMatchObject({ width: 300, height: 200 });
  });

  it("refuses a .png whose bytes are text (415) and stores nothing", async () => {
    const before = await storedKeys();
    const response = await upload(Buffer.from("this is not an image, just text pretending to be one"));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: "This file is not a JPEG, PNG or WebP image." });
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect((await upload(gif, { filename: "x.jpg", type: "image/jpeg" })).statusCode).toBe(415);
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a 20 MB file (413)", async () => {
    const response = await upload(Buffer.alloc(20 * 1024 * 1024, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "The image is too large: it must be at most 8 MB." });
  });

  it("refuses images under 100×100 or over 6000×6000 pixels (400)", async () => {
    const tiny = await upload(await png(50, 400));
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().message).toBe("The image is 50×400 pixels: it must be at least 100×100.");
    const huge = await upload(
      await sharp({ create: { width: 6001, height: 200, channels: 3, background: "#fff" } })
        .jpeg()
        .toBuffer(),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe("The image is 6001×200 pixels: it must be at most 6000×6000.");
  });

  it("refuses a body that is not multipart, or a file in another field (400)", async () => {
    const json = await t.app.inject({ method: "POST", url: "/api/admin/uploads", payload: { file: "x" }, headers: { token } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toContain("multipart/form-data");
    const field = await upload(await png(200, 200), { field: "photo" });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe("The image must be in a field named 'file', not 'photo'.");
  });

  it("serves only the files it wrote", async () => {
    expect((await t.app.inject("/uploads/../pg-password")).statusCode).toBe(404);
    expect((await t.app.inject("/uploads/notes.txt")).statusCode).toBe(404);
  });

  it("serves a photo uploaded on one instance from another (the store is shared)", async () => {
    const body = (await upload(await png(640, 480))).json();
    const second = await createSecondInstance(t);
    try {
      const photo = await second.app.inject(body.image);
      expect(photo.statusCode).toBe(200);
      expect((await sharp(photo.rawPayload).metadata()).width).toBe(640);
      const again = await second.app.inject({ url: body.image, headers: { "if-none-match": photo.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    } finally {
      await second.close();
    }
  });
});

describe("photos from the old uploads folder", () => {
  it("move into the store at the next start, once, and the originals stay", async () => {
    const oldDir = await mkdtemp(path.join(os.tmpdir(), "tinkerwala-old-uploads-"));
    const name = `${"ab".repeat(16)}.webp`;
    const bytes = await sharp(await png(120, 120))
      .webp()
      .toBuffer();
    await mkdir(path.join(oldDir, "uploads"));
    await writeFile(path.join(oldDir, "uploads", name), bytes);
    await writeFile(path.join(oldDir, "uploads", "notes.txt"), "not an upload");
    const restarted = await createTestApp({ env: { DATA_DIR: oldDir } });
    try {
      const served = await restarted.app.inject(`/uploads/${name}`);
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
      expect(await readdir(path.join(oldDir, "uploads"))).toContain(name);
      expect((await restarted.app.inject("/uploads/notes.txt")).statusCode).toBe(404);
    } finally {
      await restarted.close();
      await rm(oldDir, { recursive: true, force: true });
    }
  });
});
