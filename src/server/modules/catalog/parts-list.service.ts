import { and, inArray, sql, type SQL } from "drizzle-orm";
import type { PartsListLine } from "~/src/core/parts-list";
import type { ProductCardData } from "~/src/core/shapes/product";
import type { PartsListMatchLine } from "~/src/core/shapes/parts-list";
import { stockShortage } from "~/src/core/stock";
import type { DbOrTx } from "~/src/server/db/client";
import { products } from "~/src/server/db/schema";
import { notArchived, selectProductCards, toProductCard } from "~/src/server/shared/products";
import { containsPattern, unknownWords, withWordSimilarity } from "./catalog-search";
import { pickProducts, type Candidate } from "./parts-list-choice";
import { comparable, lineWords, numbersOf } from "./parts-list-words";

/**
 * Matching a parts list to the catalog (issue 30) in four queries whatever its length: the words no live name
 * contains (matched as misspellings, as the catalog search does), every line's candidates in two statements, and the
 * products to show. Inside them a line costs a few index scans of its own and ranks at most a few hundred rows.
 */

/** Candidates kept from each way of finding them; enough to tell a clear winner from a close call. */
const CANDIDATES_PER_WAY = 5;
/**
 * Rows of a way that are ranked at most: a line of common words ("sensor module") may find thousands, and ranking
 * them all would cost a line what a whole list should. Past this many the line is a close call either way.
 */
const RANKED_PER_WAY = 200;

interface Query {
  index: number;
  name: string;
  phrase: string;
  words: string[];
}

type CandidateRow = { i: number; id: string; name: string; exact: boolean; covered: number; words: number; ws: number; sim: number; place: number };

/** The product whose id the line is, and products with all its words (by an index on its rarest-looking word). */
const BY_ID_OR_WORDS = sql`
  (select id, name from ${products} where archived_at is null and id = q.id)
  union
  (select id, name from (
      select id, name, position from ${products}
      where archived_at is null and (name ilike q.like_key or q.fuzzy_key <% name)
        and name ilike all(q.pats) and not exists (select 1 from unnest(q.fuzzy) w where not (w <% name))
      limit ${RANKED_PER_WAY}) a
    order by case strpos(lower(name), q.phrase) when 1 then 0 when 0 then 2 else 1 end, similarity(q.phrase, name) desc, position, id
    limit ${CANDIDATES_PER_WAY})`;

/** Products whose names resemble the line as a whole (pg_trgm word similarity, by the same index). */
const BY_RESEMBLANCE = sql`
  select id, name from (
      select id, name, position from ${products} where archived_at is null and q.phrase <% name limit ${RANKED_PER_WAY}) b
    order by word_similarity(q.phrase, name) desc, similarity(q.phrase, name) desc, position, id
    limit ${CANDIDATES_PER_WAY}`;

/** Each line's candidates found one way, with how many of its words each holds and how alike the texts are. */
function candidateQuery(lines: object[], ways: SQL) {
  return sql`
    with q as (
      select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as t(i int, id text, phrase text, like_key text, fuzzy_key text, pats text[], fuzzy text[], words int)
    )
    select q.i, q.words, c.*
    from q cross join lateral (
      select p.id, p.name,
        p.id = q.id as exact,
        (select count(*) from unnest(q.pats) pat where p.name ilike pat)::int
          + (select count(*) from unnest(q.fuzzy) w where w <% p.name)::int as covered,
        coalesce(word_similarity(q.phrase, p.name), 0) as ws,
        coalesce(similarity(q.phrase, p.name), 0) as sim,
        case strpos(lower(p.name), q.phrase) when 1 then 0 when 0 then 2 else 1 end as place
      from (${ways}) p
    ) c`;
}

/**
 * Every line's candidates in one statement: the product whose id the line is, and products with all its words (found
 * by an index on its rarest-looking word, or on a misspelt one). For the lines no product holds all the words of, a
 * second statement finds the products whose names resemble the whole text: a word too many ("HC-SR04 ultrasonic
 * sensor module"), or the nearest few to suggest for a part the shop lacks.
 */
async function candidates(db: DbOrTx, queries: Query[]): Promise<Map<number, Candidate[]>> {
  const unknown = await unknownWords(db, [...new Set(queries.flatMap((query) => query.words))]);
  const lines = queries.map(({ index, name, phrase, words }) => {
    const known = words.filter((word) => !unknown.has(word));
    const fuzzy = words.filter((word) => unknown.has(word));
    // The index is asked for the rarest-looking word: a part number ("l298n", "0042") before the longest plain word.
    const rarest = (list: string[]) => [...list].sort((a, b) => Number(/\d/.test(b)) - Number(/\d/.test(a)) || b.length - a.length)[0];
    const key = rarest(known.filter((word) => word.length >= 3)) ?? (fuzzy.length ? undefined : rarest(known));
    return {
      i: index,
      id: name.trim(),
      phrase: phrase || null,
      like_key: key ? containsPattern(key) : null,
      fuzzy_key: key ? null : (rarest(fuzzy) ?? null),
      pats: known.map(containsPattern),
      fuzzy,
      words: words.length,
    };
  });
  const rows = await withWordSimilarity(db, async (tx) => {
    const found = (await tx.execute<CandidateRow>(candidateQuery(lines, BY_ID_OR_WORDS))).rows;
    // Lines without a product that holds all their words are looked for again by resemblance alone.
    const complete = new Set(found.filter((row) => row.words > 0 && row.covered >= row.words).map((row) => row.i));
    const rest = lines.filter((line) => line.phrase && !complete.has(line.i));
    return rest.length > 0 ? [...found, ...(await tx.execute<CandidateRow>(candidateQuery(rest, BY_RESEMBLANCE))).rows] : found;
  });
  const lineNames = new Map(queries.map((query) => [query.index, query.name]));
  const lineNumbers = new Map(queries.map((query) => [query.index, new Set(numbersOf(query.name))]));
  const byLine = new Map<number, Candidate[]>();
  for (const row of rows) {
    // Numbers in a name that the line does not have ("8 GB" when it says "4 GB"): a variant not asked for.
    const said = lineNumbers.get(row.i)!;
    const otherNumbers = numbersOf(row.name).filter((number) => !said.has(number)).length;
    const coverage = row.words ? row.covered / row.words : 0;
    // Its exact name ranks first among the products with all its words (it starts with the line and is most like it).
    const exact = row.exact || comparable(row.name) === comparable(lineNames.get(row.i)!);
    const candidate = { id: row.id, exact, coverage, ws: row.ws, sim: row.sim, place: row.place, otherNumbers };
    byLine.set(row.i, [...(byLine.get(row.i) ?? []), candidate]);
  }
  return byLine;
}

async function productCards(db: DbOrTx, ids: string[]): Promise<Map<string, ProductCardData>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProductCards(db).where(and(inArray(products.id, ids), notArchived()));
  return new Map(rows.map((row) => [row.id, toProductCard(row)]));
}

type Choice = ReturnType<typeof pickProducts>;

/** Matches the lines of a parsed parts list to live products; unreadable lines come back as they are, in place. */
export async function matchPartsList(db: DbOrTx, lines: PartsListLine[]): Promise<PartsListMatchLine[]> {
  const queries = lines.flatMap((line, index) => ("name" in line ? [{ index, name: line.name, ...lineWords(line.name) }] : []));
  const found = queries.length > 0 ? await candidates(db, queries) : new Map<number, Candidate[]>();
  const choices = new Map(queries.map(({ index }) => [index, pickProducts(found.get(index) ?? [])]));
  const ids = [...choices.values()].flatMap((choice) => (choice.status === "matched" ? [choice.id] : choice.ids));
  const cards = await productCards(db, [...new Set(ids)]);
  return lines.map((line, index) => lineAnswer(line, choices.get(index), cards));
}

function lineAnswer(line: PartsListLine, choice: Choice | undefined, cards: Map<string, ProductCardData>): PartsListMatchLine {
  const base = { line: line.line, input: line.input };
  if ("unreadable" in line || !choice) {
    return {
      ...base,
      name: null,
      quantity: null,
      status: "unreadable",
      suggestions: [],
      message: "unreadable" in line ? line.unreadable : undefined,
    };
  }
  const read = { ...base, name: line.name, quantity: line.quantity };
  const product = choice.status === "matched" ? cards.get(choice.id) : undefined;
  if (product) {
    const shortage = stockShortage(product, line.quantity);
    return {
      ...read,
      status: "matched",
      product,
      suggestions: [],
      ...(shortage ? { shortBy: line.quantity - Math.max(0, product.stock), message: shortage } : {}),
    };
  }
  const suggestions = choice.status === "matched" ? [] : choice.ids.flatMap((id) => cards.get(id) ?? []);
  if (choice.status === "ambiguous" && suggestions.length > 0) {
    return { ...read, status: "ambiguous", suggestions, message: `Several products match "${line.name}": pick one.` };
  }
  return { ...read, status: "not-found", suggestions, message: `No product matches "${line.name}".` };
}
