import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Search words staff add beside the built-in table of src/core/search-synonyms.ts: a word people type
 * (often Hindi, "पंखा") and the catalog words it should find ("fan"). Issue 33.
 */
export const searchSynonyms = pgTable("search_synonyms", {
  word: text("word").primaryKey(),
  /** Catalog words, space-separated; any of them matching finds the product. */
  meanings: text("meanings").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
