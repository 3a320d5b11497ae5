import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SYNONYM_WORD_MAX } from "~/src/core/search-synonyms";
import { searchSynonymBodySchema, searchSynonymListSchema, searchSynonymResponseSchema } from "~/src/core/shapes/search-synonyms";
import type { Db } from "~/src/server/db/client";
import { currentUser, requireStaff } from "~/src/server/http/auth";
import { builtInSynonyms, deleteStaffSynonym, listStaffSynonyms, saveStaffSynonym } from "./search-synonyms.service";

/** Staff's search words (issue 33): the Hindi (or any) words customers type, and the catalog words they find. */
export const searchSynonymRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const staffOnly = requireStaff(db);

  app.get("/api/admin/search-synonyms", { preHandler: staffOnly, schema: { response: { 200: searchSynonymListSchema } } }, async () => ({
    success: true as const,
    words: await listStaffSynonyms(db),
    builtIn: builtInSynonyms(),
  }));

  app.post(
    "/api/admin/search-synonyms",
    { preHandler: staffOnly, schema: { body: searchSynonymBodySchema, response: { 200: searchSynonymResponseSchema } } },
    async (request) => ({ success: true as const, synonym: await saveStaffSynonym(db, currentUser(request), request.body) }),
  );

  app.delete(
    "/api/admin/search-synonyms/:word",
    {
      preHandler: staffOnly,
      schema: {
        params: z.object({
          word: z
            .string()
            .min(1)
            .max(SYNONYM_WORD_MAX * 4, `Word must be at most ${SYNONYM_WORD_MAX} characters.`),
        }),
        response: { 200: searchSynonymResponseSchema },
      },
    },
    async (request) => ({ success: true as const, synonym: await deleteStaffSynonym(db, currentUser(request), request.params.word) }),
  );
};
