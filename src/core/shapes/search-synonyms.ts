import { z } from "zod";
import { SYNONYM_MEANINGS_MAX, SYNONYM_WORD_MAX } from "~/src/core/search-synonyms";
import { apiSchemas, successSchema } from "./api";

/** Search words (issue 33): a word people type and the catalog words it finds. */
export const searchSynonymSchema = z
  .object({
    word: z.string(),
    /** The catalog words, lower-case; a product whose name contains any of them is found. */
    meanings: z.array(z.string()),
  })
  .register(apiSchemas, { id: "SearchSynonym" });
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** A staff-added word, with when it was added. */
export const staffSearchSynonymSchema = searchSynonymSchema.extend({ createdAt: z.string() }).register(apiSchemas, { id: "StaffSearchSynonym" });
export type StaffSearchSynonym = z.infer<typeof staffSearchSynonymSchema>;

/** GET /api/admin/search-synonyms: staff's words, then the built-in table (read-only) for reference. */
export const searchSynonymListSchema = successSchema({ words: z.array(staffSearchSynonymSchema), builtIn: z.array(searchSynonymSchema) });
export type SearchSynonymList = z.infer<typeof searchSynonymListSchema>;

/** POST and DELETE /api/admin/search-synonyms… */
export const searchSynonymResponseSchema = successSchema({ synonym: staffSearchSynonymSchema });

/** POST /api/admin/search-synonyms: adds a word, or replaces the meanings of a word staff added before. */
export const searchSynonymBodySchema = z.strictObject({
  word: z
    .string({ error: (issue) => (issue.input === undefined ? "Word is required." : "Word must be text.") })
    .trim()
    .min(1, "Word is required.")
    .max(SYNONYM_WORD_MAX, `Word must be at most ${SYNONYM_WORD_MAX} characters.`)
    .regex(/^\S+$/, "Word must be a single word, without spaces."),
  meanings: z
    .string({ error: (issue) => (issue.input === undefined ? "Meanings are required." : "Meanings must be text.") })
    .trim()
    .min(1, "Meanings are required.")
    .max(SYNONYM_MEANINGS_MAX, `Meanings must be at most ${SYNONYM_MEANINGS_MAX} characters.`)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), "Meanings must name at least one catalog word."),
});
export type SearchSynonymBody = z.infer<typeof searchSynonymBodySchema>;
