import { asc, eq, sql } from "drizzle-orm";
import { parseMeanings, SEARCH_SYNONYMS, searchKey, type SynonymTable } from "~/src/core/search-synonyms";
import type { SearchSynonym, SearchSynonymBody, StaffSearchSynonym } from "~/src/core/shapes/search-synonyms";
import type { Db, DbOrTx } from "~/src/server/db/client";
import { searchSynonyms } from "~/src/server/db/schema-search";
import { refuse } from "~/src/server/refusal";
import { recordAudit, type Actor } from "~/src/server/shared/audit";

/**
 * Staff's search words (issue 33), beside the built-in table of src/core/search-synonyms.ts. The catalog search
 * reads them through the catalog cache (see staffSynonyms): a change here is one of the catalog's changes, so every
 * instance drops its kept answers and reads the words again.
 */

/** Where kept answers live: the catalog cache, or nothing (every search reads the table; a handful of rows). */
export interface SynonymCache {
  get<T>(key: string, load: () => Promise<T>, sizeOf: (value: T) => number | undefined): Promise<T>;
}

const CACHE_KEY = "search-synonyms";

function toView(row: typeof searchSynonyms.$inferSelect): StaffSearchSynonym {
  return { word: row.word, meanings: row.meanings.split(" ").filter(Boolean), createdAt: row.createdAt.toISOString() };
}

/** Staff's words as the search reads them: word → catalog words. */
export function staffSynonyms(db: DbOrTx, cache?: SynonymCache): Promise<SynonymTable> {
  const load = async () => {
    const rows = await db.select({ word: searchSynonyms.word, meanings: searchSynonyms.meanings }).from(searchSynonyms);
    return Object.fromEntries(rows.map((row) => [row.word, row.meanings.split(" ").filter(Boolean)])) as SynonymTable;
  };
  if (!cache) return load();
  return cache.get(CACHE_KEY, load, (table) => CACHE_KEY.length + JSON.stringify(table).length * 2);
}

export async function listStaffSynonyms(db: DbOrTx): Promise<StaffSearchSynonym[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.word));
  return rows.map(toView);
}

export function builtInSynonyms(): SearchSynonym[] {
  return Object.entries(SEARCH_SYNONYMS).map(([word, meanings]) => ({ word, meanings: [...meanings] }));
}

/** Every instance's catalog cache hears this at commit (the table has no trigger of its own). */
const announceChange = (tx: DbOrTx) => tx.execute(sql`select pg_notify('tw_catalog', 'content')`);

/** Adds a word, or gives a word staff added before new meanings. */
export async function saveStaffSynonym(db: Db, actor: Actor, body: SearchSynonymBody): Promise<StaffSearchSynonym> {
  const word = searchKey(body.word);
  const meanings = parseMeanings(body.meanings).filter((meaning) => meaning !== word);
  if (meanings.length === 0) throw refuse.invalid("Meanings must name at least one catalog word other than the word itself.");
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.word, word)).for("update");
    const text = meanings.join(" ");
    if (current?.meanings === text) return toView(current);
    const [saved] = await tx
      .insert(searchSynonyms)
      .values({ word, meanings: text })
      .onConflictDoUpdate({ target: searchSynonyms.word, set: { meanings: text } })
      .returning();
    await recordAudit(
      tx,
      actor,
      current ? "search-synonym.update" : "search-synonym.create",
      `search-synonym:${word}`,
      current ? { meanings: current.meanings } : null,
      {
        meanings: text,
      },
    );
    await announceChange(tx);
    return toView(saved);
  });
}

export async function deleteStaffSynonym(db: Db, actor: Actor, rawWord: string): Promise<StaffSearchSynonym> {
  const word = searchKey(rawWord);
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.word, word)).returning();
    if (!deleted) {
      const builtIn = Object.hasOwn(SEARCH_SYNONYMS, word) ? " It is one of the built-in words, which cannot be removed." : "";
      throw refuse.notFound(`No search word '${word}' was added by staff.${builtIn}`);
    }
    await recordAudit(tx, actor, "search-synonym.delete", `search-synonym:${word}`, { meanings: deleted.meanings }, null);
    await announceChange(tx);
    return toView(deleted);
  });
}
