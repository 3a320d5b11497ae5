import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { parsePartsList } from "~/src/core/parts-list";
import { failureSchema } from "~/src/core/shapes/api";
import { PARTS_LIST_MAX_BYTES } from "~/src/core/constants";
import { partsListMatchBodySchema, partsListMatchResponseSchema } from "~/src/core/shapes/parts-list";
import type { Config } from "~/src/server/config";
import type { Db } from "~/src/server/db/client";
import { readMultipartForm } from "~/src/server/http/multipart-form";
import { defineMessages } from "~/src/core/i18n";
import { refuse } from "~/src/server/refusal";
import { decodeListFile } from "./parts-list-file";
import { matchPartsList } from "./parts-list.service";

// Braces and quoted names come in the values: in ICU they would be a placeholder or quote one.
const text = defineMessages("refusal.partsList", {
  tooLarge: "The parts list is too large: it must be at most {size}.",
  howToSend: "Send the parts list as JSON {shape}, or as multipart/form-data with the CSV file in a field named 'file'.",
  oneFile: "Send one CSV file at a time.",
  fileField: "The CSV file must be in a field named 'file', not {field}.",
  empty: 'The parts list is empty: write one part per line, such as "20 x Arduino Uno".',
});
const TOO_LARGE = { message: text.tooLarge, values: { size: `${PARTS_LIST_MAX_BYTES / 1024} KB` } };
const HOW_TO_SEND = { message: text.howToSend, values: { shape: "{ text }" } };

/** The list's text from either body: pasted text as JSON, or a CSV file (or a `text` field) in a form. */
async function listText(request: FastifyRequest<{ Body: { text: string } | null | undefined }>): Promise<string> {
  if (!request.isMultipart()) {
    if (!request.body) throw refuse.invalid(HOW_TO_SEND);
    return request.body.text;
  }
  const form = await readMultipartForm(request, { maxFiles: 1, tooMany: { message: text.oneFile }, tooLarge: TOO_LARGE });
  const file = form.files[0];
  if (file && file.field !== "file") throw refuse.invalid({ message: text.fileField, values: { field: `'${file.field}'` } });
  const listed = file ? decodeListFile(file.bytes) : form.fields.text;
  if (listed === undefined) throw refuse.invalid(HOW_TO_SEND);
  // A field is cut at the limit by the form reader, not refused: one that reaches it may have lost its end.
  if (!file && Buffer.byteLength(listed) >= PARTS_LIST_MAX_BYTES) throw refuse.invalid(TOO_LARGE);
  return listed;
}

/**
 * POST /api/parts-list/match (issue 30): a parts list in, each line matched to the catalog. Open to anyone, as the
 * catalog is; each call can search the catalog 200 times over, so it is limited per address like the public forms.
 */
export const partsListRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  await app.register(multipart, { limits: { fileSize: PARTS_LIST_MAX_BYTES, files: 2, fields: 4, parts: 6, fieldSize: PARTS_LIST_MAX_BYTES } });

  app.post(
    "/api/parts-list/match",
    {
      config: { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: "1 minute" } },
      // JSON escapes (\uXXXX for each Hindi letter) can make a list of the allowed size six times longer on the wire.
      bodyLimit: 6 * PARTS_LIST_MAX_BYTES,
      schema: {
        consumes: ["application/json", "multipart/form-data"],
        // Multipart bodies are read by the handler, so the schema allows no JSON body for them.
        body: partsListMatchBodySchema.nullish(),
        response: { 200: partsListMatchResponseSchema, 400: failureSchema, 413: failureSchema },
      },
    },
    async (request) => {
      const parsed = parsePartsList(await listText(request));
      if (!parsed.ok) throw refuse.invalid(parsed.message);
      if (parsed.lines.length === 0) throw refuse.invalid({ message: text.empty });
      return { success: true as const, lines: await matchPartsList(db, parsed.lines) };
    },
  );
};
