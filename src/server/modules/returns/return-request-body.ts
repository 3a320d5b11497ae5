import { returnRequestBodySchema, type ReturnRequestBody } from "~/src/core/shapes/returns";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { IMAGE_MAX_BYTES, prepareCustomerPhoto, type PreparedPhoto } from "~/src/server/shared/images";

export const MAX_RETURN_PHOTOS = 3;
// Names come quoted in the values: an apostrophe before a brace would quote the placeholder in ICU.
const refusalText = defineMessages("refusal.returnForm", {
  tooManyPhotos: "At most {count} photos can go with a return.",
  notJson: "The field {name} must hold JSON.",
  photosField: "Photos go in a field named 'photos', not {field}.",
});
export const TOO_MANY_PHOTOS = { message: refusalText.tooManyPhotos, values: { count: MAX_RETURN_PHOTOS } };
/** The multipart limits: one more file than allowed, so that a fourth photo is refused by us, in words. */
export const RETURN_MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: MAX_RETURN_PHOTOS + 1, fields: 12, parts: 16, fieldSize: 20_000 };

export interface ReturnRequestInput {
  body: ReturnRequestBody;
  photos: PreparedPhoto[];
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  const where = issue.path.map(String).join(".");
  return `Invalid request: ${where ? `field '${where}'` : "body"}: ${issue.message}`;
}

function parseJsonField(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refuse.invalid({ message: refusalText.notJson, values: { name: `'${name}'` } });
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
    if (!/^photos?(\[\])?$/.test(file.field)) throw refuse.invalid({ message: refusalText.photosField, values: { field: `'${file.field}'` } });
  }
  if (form.files.length > MAX_RETURN_PHOTOS) throw refuse.invalid(TOO_MANY_PHOTOS);
  const parsed = returnRequestBodySchema.safeParse(fields);
  if (!parsed.success) throw refuse.invalid(describeIssue(parsed.error.issues[0]));
  const photos = [];
  for (const file of form.files) photos.push(await prepareCustomerPhoto(file.bytes));
  return { body: parsed.data, photos };
}
