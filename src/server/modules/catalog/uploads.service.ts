import { createHash } from "node:crypto";
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { UPLOAD_FIT_SIDE, UPLOAD_WIDTHS } from "~/src/core/images";
import type { UploadResponse } from "~/src/core/shapes/admin-catalog";
import { inspectImage, loadSharp, notAnImage } from "~/src/server/shared/images";

/** The only names served from the uploads folder: what `storeImage` writes. */
export const UPLOAD_FILE_PATTERN = /^[0-9a-f]{32}(?:-(?:400|800))?\.(?:webp|jpg)$/;

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, "uploads");

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Write through a temporary name, so a half-written file is never served. */
async function writeOnce(file: string, bytes: Buffer) {
  if (await exists(file)) return;
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/**
 * Checks an uploaded image by its bytes (never its name or declared type), turns it upright, fits it in
 * 1200×1200 without enlarging, and stores a WebP for pages and a JPEG for link previews under a name made
 * from the content, so the same photo uploaded twice is stored once and its URL can be cached forever.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<Omit<UploadResponse, "success">> {
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
  await mkdir(uploadsDir, { recursive: true });
  await writeOnce(path.join(uploadsDir, `${hash}.webp`), webp.data);
  await writeOnce(path.join(uploadsDir, `${hash}.jpg`), jpeg);
  for (const [index, side] of UPLOAD_WIDTHS.entries()) await writeOnce(path.join(uploadsDir, `${hash}-${side}.webp`), copies[index]);
  return { image: `/uploads/${hash}.webp`, fallback: `/uploads/${hash}.jpg`, width: webp.info.width, height: webp.info.height };
}
