import type { FastifyRequest } from "fastify";
import { defineMessages } from "~/src/core/i18n";
import { refuse, Refusal, type RefusalText } from "~/src/server/refusal";
import { httpRefusal, IMAGE_TOO_LARGE_MESSAGE } from "~/src/server/shared/images";
import { findRefusedText } from "./text-guard";

export interface MultipartForm {
  fields: Record<string, string>;
  files: Array<{ field: string; bytes: Buffer }>;
}

/** Reading a multipart body fails only because of what the client sent: too large a file, or a body cut short. */
const text = defineMessages("refusal.upload", {
  malformed: "The request is not well-formed multipart/form-data.",
  tooManyFiles: "At most {count} files can be sent.",
  // The field's name comes quoted in the value: an apostrophe before a brace would quote the placeholder in ICU.
  notAllowed: "Invalid request: field {field} contains a character that is not allowed.",
});

function refuseMalformed(error: unknown, tooMany: RefusalText, tooLarge: RefusalText): never {
  if (error instanceof Refusal) throw error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE") throw httpRefusal(413, tooLarge);
  if (code === "FST_FILES_LIMIT") throw refuse.invalid(tooMany);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) throw error;
  throw refuse.invalid({ message: text.malformed });
}

/**
 * A multipart/form-data body read whole: its text fields (which meet the same text rule as every JSON body; the
 * text guard cannot read a stream) and its files, at most `maxFiles`, refused in words beyond that. A file past the
 * size limit registered with the multipart plugin is refused (413) with `tooLarge`, by default the images' words.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  {
    maxFiles,
    tooMany = { message: text.tooManyFiles, values: { count: maxFiles } },
    tooLarge = IMAGE_TOO_LARGE_MESSAGE,
  }: { maxFiles: number; tooMany?: RefusalText; tooLarge?: RefusalText },
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        form.files.push({ field: part.fieldname, bytes: await part.toBuffer() });
        if (form.files.length > maxFiles) throw refuse.invalid(tooMany);
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    refuseMalformed(error, tooMany, tooLarge);
  }
  const refused = findRefusedText(form.fields);
  if (refused) throw refuse.invalid({ message: text.notAllowed, values: { field: `'${refused.join(".")}'` } });
  return form;
}
