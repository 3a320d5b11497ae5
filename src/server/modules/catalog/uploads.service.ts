import { createHash } from "node:crypto";
import path from "node:path";
import { UPLOAD_FIT_SIDE, UPLOAD_WIDTHS } from "~/src/core/images";
import type { UploadResponse } from "~/src/core/shapes/admin-catalog";
import type { FileStore } from "~/src/server/shared/file-store";
import { inspectImage, loadSharp, notAnImage } from "~/src/server/shared/images";

/** The names of product photos: what `storeImage` writes, and all the old uploads folder could hold. */
export const UPLOAD_FILE_PATTERN = /^[0-9a-f]{32}(?:-(?:400|800))?\.(?:webp|jpg)$/;

/** Where photos were kept on disk before the file store; they move in at start (upload-migration.ts). */
export const uploadsDirOf = (dataDir: string) => path.join(dataDir, "uploads");

export const contentTypeOf = (key: string) => (key.endsWith(".pdf") ? "application/pdf" : key.endsWith(".jpg") ? "image/jpeg" : "image/webp");

/**
 * Checks an uploaded image by its bytes (never its name or declared type), turns it upright, fits it in
 * 1200×1200 without enlarging, and stores a WebP for pages and a JPEG for link previews under a name made
 * from the content, so the same photo uploaded twice is stored once and its URL can be cached forever.
 */
export async function storeImage(store: FileStore, bytes: Buffer): Promise<Omit<UploadResponse, "success">> {
  await inspectImage(bytes);
  const sharp = await loadSharp();

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  // Large enough for a sharp photo on a high-density phone, small enough to load fast; smaller copies for srcset.
  const fitted = sharp(bytes).rotate().resize(UPLOAD_FIT_SIDE, UPLOAD_FIT_SIDE, { fit: "inside", withoutEnlargement: true });
  const [webp, jpeg, ...copies] = await Promise.all([
    fitted.clone().webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
    // JPEG has no transparency: a transparent PNG gets a white background, as on the product page.
    fitted.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
    ...UPLOAD_WIDTHS.map((side) => fitted.clone().resize(side, side, { fit: "inside", withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()),
  ]).catch(() => {
    throw notAnImage();
  });
  // The copies first and the page's own picture last: a key that exists means its whole set does.
  for (const [index, side] of UPLOAD_WIDTHS.entries()) await store.put(`${hash}-${side}.webp`, copies[index], { contentType: "image/webp" });
  await store.put(`${hash}.jpg`, jpeg, { contentType: "image/jpeg" });
  await store.put(`${hash}.webp`, webp.data, { contentType: "image/webp" });
  return { image: `/uploads/${hash}.webp`, fallback: `/uploads/${hash}.jpg`, width: webp.info.width, height: webp.info.height };
}
