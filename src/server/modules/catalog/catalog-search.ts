import { desc, ilike, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { escapeLike } from "~/src/server/db/like-pattern";
import { expandSearchWords, searchKey } from "~/src/core/search-synonyms";
import { staffSynonyms, type SynonymCache } from "./search-synonyms.service";

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The catalog search (§5 "a part of the name, ignoring case", made typo-tolerant with pg_trgm):
 * every word of the text must be found in the name. A word that some live product's name contains is
 * matched as a plain part of the name (ILIKE, so "l298" or "100%" mean exactly that); a word no name
 * contains is taken as misspelt and matched by trigram word similarity ("ardiuno" ~ "Arduino",
 * "sensr" ~ "Sensor"). Both are answered by the trigram index products_name_trgm_idx.
 */

/** How similar (pg_trgm word_similarity, 0–1) a misspelt word must be to a part of a name. */
const WORD_SIMILARITY = 0.35;
/** Shorter words are never matched fuzzily: with one or two trigrams everything looks alike. */
const FUZZY_MIN_LENGTH = 3;
const MAX_WORDS = 8;

export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

export interface SearchPlan {
  /** Conditions on `products` every match meets (all words found). */
  conditions: SQL[];
  /** The relevance order's keys, before the catalog order that breaks ties. */
  relevance: SQL[];
  /** Some word is matched fuzzily: the query must run with the similarity threshold set (see runSearch). */
  fuzzy: boolean;
}

/** The words of a search text, lower-cased, without repeats; null when there is nothing to search for. */
function searchWords(text: string | undefined): { phrase: string; words: string[] } | null {
  const phrase = text === undefined ? undefined : searchKey(text).replace(/\s+/g, " ");
  if (!phrase) return null;
  return { phrase, words: [...new Set(phrase.split(" "))].slice(0, MAX_WORDS) };
}

/** The words (long enough to be misspelt) that no live product's name contains: one query for any number of words. */
export async function unknownWords(db: DbOrTx, words: string[]): Promise<Set<string>> {
  const candidates = words.filter((word) => word.length >= FUZZY_MIN_LENGTH);
  if (candidates.length === 0) return new Set();
  const patterns = candidates.map(containsPattern);
  const result = await db.execute<{ word: string }>(sql`
    select word from unnest(${sql.param(candidates)}::text[], ${sql.param(patterns)}::text[]) as t(word, pattern)
    where not exists (select 1 from ${products} where ${isNull(products.archivedAt)} and ${products.name} ilike t.pattern)`);
  return new Set(result.rows.map((row) => row.word));
}

/** What a search text asks of the catalog; null without a search text. */
export async function planSearch(db: DbOrTx, text: string | undefined, cache?: SynonymCache): Promise<SearchPlan | null> {
  const parsed = searchWords(text);
  if (!parsed) return null;
  // Issue 33: a word people type for a part ("मोटर", built in or added by staff) also finds the names its
  // meanings are in, and a Devanagari word is looked for in the Hindi name staff entered (never taken as
  // misspelt English). Other words are matched exactly as before, so English searches keep the trigram index.
  const expanded = expandSearchWords(parsed.words, await staffSynonyms(db, cache));
  const plainWords = expanded.filter(({ word, meanings }) => meanings.length === 0 && !DEVANAGARI.test(word)).map(({ word }) => word);
  const unknown = await unknownWords(db, plainWords);
  const conditions = expanded.map(({ word, meanings }) => {
    const inName = ilike(products.name, containsPattern(word));
    const inHindiName = DEVANAGARI.test(word) ? [ilike(products.nameHi, containsPattern(word))] : [];
    if (meanings.length > 0) return or(inName, ...inHindiName, ...meanings.map((meaning) => ilike(products.name, containsPattern(meaning))))!;
    if (inHindiName.length > 0) return inHindiName[0];
    return unknown.has(word) ? sql`${word} <% ${products.name}` : inName;
  });
  // Names starting with the text first, then names containing it, then the rest (words in another order,
  // misspellings); within each, the text as whole words before the text inside a word ("led": "LED"
  // before "OLED") and the closest misspellings first. strpos on lower(): one pass, where ILIKE took two.
  const relevance = [
    sql`case strpos(lower(${products.name}), lower(${parsed.phrase})) when 1 then 0 when 0 then 2 else 1 end`,
    // Hindi text: the products whose Hindi name holds it before those found through a word's meanings.
    ...(DEVANAGARI.test(parsed.phrase) ? [sql`case strpos(lower(${products.nameHi}), ${parsed.phrase}) when 1 then 0 when 0 then 2 else 1 end`] : []),
    desc(sql`word_similarity(${parsed.phrase}, ${products.name})`),
  ];
  return { conditions, relevance, fuzzy: unknown.size > 0 };
}

/**
 * Runs the queries of a search. The `<%` operator (the one the trigram index answers) compares with
 * the setting pg_trgm.word_similarity_threshold, so a fuzzy search sets it for its own transaction
 * only; a search without misspelt words needs no transaction.
 */
export async function runSearch<T>(db: DbOrTx, plan: SearchPlan | null, queries: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (!plan?.fuzzy) return queries(db);
  return withWordSimilarity(db, queries);
}

/** Runs queries that use `<%` (misspelt words) with the search's similarity threshold, in a transaction of their own. */
export function withWordSimilarity<T>(db: DbOrTx, queries: (db: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return queries(tx);
  });
}

/** Names (of categories, say: a few rows, no index needed) matching the text as a part or closely enough. */
export function nameMatches(name: AnyPgColumn, text: string): SQL {
  const phrase = text.trim().replace(/\s+/g, " ");
  return or(ilike(name, containsPattern(phrase)), sql`word_similarity(${phrase}, ${name}) >= ${WORD_SIMILARITY}`)!;
}
