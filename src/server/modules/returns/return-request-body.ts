import { returnRequestBodySchema, type ReturnRequestBody } from "~/src/core/shapes/returns";
import { refuse } from "~/src/server/refusal";
import { IMAGE_MAX_BYTES, inspectImage, loadSharp, notAnImage } from "~/src/server/shared/images";

export const MAX_RETURN_PHOTOS = 3;
export const TOO_MANY_PHOTOS = `At most ${MAX_RETURN_PHOTOS} photos can go with a return.`;
/** Enough to see a bent pin or a cracked board on a staff member's screen; small enough for the database. */
const PHOTO_FIT_SIDE = 1600;

/** The multipart limits: one more file than allowed, so that a fourth photo is refused by us, in words. */
export const RETURN_MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: MAX_RETURN_PHOTOS + 1, fields: 12, parts: 16, fieldSize: 20_000 };

export interface PreparedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface ReturnRequestInput {
  body: ReturnRequestBody;
  photos: PreparedPhoto[];
}

/**
 * A photo as the shop keeps it: checked by its bytes as every upload is (type, size, dimensions), turned
 * upright, fitted in 1600 px and re-encoded as JPEG, which drops its metadata (a phone's EXIF says where it was
 * taken; the shop has no need to know).
 */
async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
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

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const where = issue.path.map(String).join(".");
  return `Invalid request: ${where ? `field '${where}'` : "body"}: ${issue.message}`;
}

function parseJsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refuse.invalid(`The field '${name}' must hold JSON.`);
  }
}

/**
 * A return request sent as multipart/form-data: the JSON in a field named `return` (or its parts in fields
 * `lines` and `refund` as JSON, `reason` and `note` as text) and up to three images in `photos`.
 */
export async function returnRequestFromForm(form: {
  fields: Record<string, string>;
  files: Array<{ field: string; bytes: Buffer }>;
}): Promise<ReturnRequestInput> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form.fields)) {
    if (name === "return") Object.assign(fields, parseJsonField("return", value));
    else if (name === "lines" || name === "refund") fields[name] = parseJsonField(name, value);
    else fields[name] = value;
  }
  for (const file of form.files) {
    if (!/^photos?(\[\])?$/.test(file.field)) throw refuse.invalid(`Photos go in a field named 'photos', not '${file.field}'.`);
  }
  if (form.files.length > MAX_RETURN_PHOTOS) throw refuse.invalid(TOO_MANY_PHOTOS);
  const parsed = returnRequestBodySchema.safeParse(fields);
  if (!parsed.success) throw refuse.invalid(describeIssue(parsed.error.issues[0]));
  const photos = [];
  for (const file of form.files) photos.push(await preparePhoto(file.bytes));
  return { body: parsed.data, photos };
}
