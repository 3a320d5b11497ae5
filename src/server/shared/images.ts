import type { Metadata } from "sharp";
import { defineMessages } from "~/src/core/i18n";
import { refuse, sayRefusal, type RefusalText } from "~/src/server/refusal";

/** JPEG, PNG or WebP, at most 8 MB, 100 to 6000 pixels a side: every image a person sends the shop. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const text = defineMessages("refusal.image", {
  tooLarge: "The image is too large: it must be at most 8 MB.",
  notAnImage: "This file is not a JPEG, PNG or WebP image.",
  tooBig: "The image is {width}×{height} pixels: it must be at most {side}×{side}.",
  tooSmall: "The image is {width}×{height} pixels: it must be at least {side}×{side}.",
});
export const IMAGE_TOO_LARGE_MESSAGE: RefusalText = { message: text.tooLarge };
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
const MAX_SIDE = 6000;
const MIN_SIDE = 100;

/**
 * A refusal with its own HTTP status (the error handler answers 4xx errors with their message, and a catalog
 * message in the request's language).
 */
export function httpRefusal(statusCode: number, said: RefusalText) {
  if (typeof said === "string") return Object.assign(new Error(said), { statusCode });
  return Object.assign(new Error(sayRefusal(said, "en")), { statusCode, translatable: said });
}

export const notAnImage = () => httpRefusal(415, { message: text.notAnImage });

/** sharp, loaded with the first image: libvips is a tenth of a second of every server start otherwise. */
export async function loadSharp() {
  const { default: sharp } = await import("sharp");
  return sharp;
}

/**
 * Checks an image by its bytes, never its name or declared type: a format we take, and a size in pixels a
 * phone or camera makes. Refuses (415 or 400) with a message naming the problem.
 */
export async function inspectImage(bytes: Buffer): Promise<Metadata> {
  if (bytes.length > IMAGE_MAX_BYTES) throw httpRefusal(413, IMAGE_TOO_LARGE_MESSAGE);
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw notAnImage();
    });
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAnImage();
  const { width = 0, height = 0 } = metadata;
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw refuse.invalid({ message: text.tooBig, values: { width, height, side: MAX_SIDE } });
  }
  if (width < MIN_SIDE || height < MIN_SIDE) {
    throw refuse.invalid({ message: text.tooSmall, values: { width, height, side: MIN_SIDE } });
  }
  return metadata;
}

export interface PreparedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** Enough to see a bent pin or a cracked board on a screen; small enough for the database. */
const PHOTO_FIT_SIDE = 1600;

/**
 * A customer's photo (of a return, with a review) as the shop keeps it: checked by its bytes as every upload is
 * (type, size, dimensions), turned upright, fitted in 1600 px and re-encoded as JPEG, which drops its metadata
 * (a phone's EXIF says where it was taken; the shop has no need to know).
 */
export async function prepareCustomerPhoto(bytes: Buffer): Promise<PreparedPhoto> {
  await inspectImage(bytes);
  const sharp = await loadSharp();
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(PHOTO_FIT_SIDE, PHOTO_FIT_SIDE, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAnImage();
    });
  return { jpeg: data, width: info.width, height: info.height };
}
