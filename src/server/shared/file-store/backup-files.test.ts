import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { runTool } from "~/tests/support/backup-tools";
import { staffToken } from "~/tests/support/catalog";
import { freshDatabase } from "~/tests/support/shop-load";
import { createSecondInstance, createTestApp, type TestApp } from "~/tests/support/test-app";

/** `npm run backup` and `restore` carry the uploaded files: they live in the database's file store. */
let t: TestApp;
let workDir: string;
let dropRestored: (() => Promise<void>) | undefined;
beforeAll(async () => {
  t = await createTestApp();
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), "tinkerwala-backup-files-"));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await dropRestored?.();
  await fs.rm(workDir, { recursive: true, force: true });
});

it("restores a backup with its product photos, served byte for byte by a shop on the restored database", async () => {
  const token = await staffToken(t);
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#aa3322" } })
    .png()
    .toBuffer();
  const boundary = "----tinkerwala-backup-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  const uploaded = await t.app.inject({
    method: "POST",
    url: "/api/admin/uploads",
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token },
  });
  const { image } = uploaded.json();
  const original = (await t.app.inject(image)).rawPayload;

  const file = path.join(workDir, "shop.tw-backup.gz");
  const backup = await runTool("backup", [file], { DATABASE_URL: t.url });
  expect(backup.code, backup.output).toBe(0);
  const restored = await freshDatabase(inject("testServerUrl"), `restored_files_${process.pid}`);
  dropRestored = restored.drop;
  const restore = await runTool("restore", [file], { DATABASE_URL: restored.url });
  expect(restore.code, restore.output).toBe(0);

  const shop = await createSecondInstance({ url: restored.url, config: t.config });
  try {
    const served = await shop.app.inject(image);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, original)).toBe(0);
  } finally {
    await shop.close();
  }
}, 120_000);
