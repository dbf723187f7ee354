/**
 * Product search as SQL: which products a query finds, and in what order.
 *
 * The documents' rule is kept whole: every product whose title or long description contains the query,
 * case-insensitively, is found. On top of it, every product whose title holds each word of the query, in
 * any order, is found, and small typos are tolerated there ("spiks", "stainles stel"): a word that no title
 * contains is taken as misspelt and also matches a title word it closely resembles (pg_trgm's word
 * similarity, `<%`, threshold 0.6 by default).
 *
 * Why only misspelt words, and only in titles: comparing trigrams costs several times more per row than a
 * substring test (see bench/search.ts), and a correctly spelt word finds what it should literally.
 *
 * "Contains, case-insensitively" is `LIKE` on the lower-cased copies products keep (title_folded,
 * long_desc_folded): PostgreSQL's `ILIKE` lower-cases both sides and then matches, so the answer is the
 * same, without lower-casing every description for every search. Their GIN trigram indexes, and the
 * title's for `<%`, serve the conditions when the planner finds them worth it.
 */
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { products } from '../db/schema';

/** Shorter words have too few trigrams to compare fairly ("net" would look like half the catalogue). */
const FUZZY_MIN_WORD_LENGTH = 4;
/** Bounds the size of the SQL; a longer query is matched as a substring only. */
const MAX_WORDS = 8;

export interface SearchPlan {
  /** The products the query finds. */
  where: SQL;
  /** Best match first; callers add a final tie-breaker. That is `tier`, then `closeness(products.title)`. */
  ranking: SQL[];
  /** The kind of match, 0 (the exact title) to 5: cheap, a few substring tests on the lower-cased copies. */
  tier: SQL<number>;
  /**
   * Within a tier, the title closest to the query first: the best-matching part of it, then the whole.
   * Costly (pg_trgm builds the title's trigrams for each), so a page ranks only the tiers it reaches.
   */
  closeness: (title: SQLWrapper) => SQL[];
}

/** The worst tier: products the search does not find. */
export const NO_MATCH_TIER = 5;

/**
 * `query` is trimmed and non-empty (the contract bounds it to 200 characters); `misspelt` are the words of
 * `searchWords(query)` to match approximately (see findMisspeltWords).
 */
export function planProductSearch(query: string, misspelt: ReadonlySet<string> = new Set()): SearchPlan {
  const words = searchWords(query);
  const inTitle = containsIgnoringCase(products.titleFolded, query);
  const inDescription = containsIgnoringCase(products.longDescFolded, query);
  const wordInTitle = (word: string) => {
    const literal = containsIgnoringCase(products.titleFolded, word);
    return misspelt.has(word) ? or(literal, sql`${word} <% ${products.title}`)! : literal;
  };
  const everyWordInTitle = words.length === 0 ? sql`false` : and(...words.map(wordInTitle))!;

  const tier = sql<number>`case
    when ${products.titleFolded} = lower(${query}) then 0
    when ${products.titleFolded} like lower(${`${escapeLike(query)}%`}) then 1
    when ${inTitle} then 2
    when ${everyWordInTitle} then 3
    when ${inDescription} then 4
    else ${sql.raw(String(NO_MATCH_TIER))}
  end`;
  const closeness = (title: SQLWrapper) => [sql`word_similarity(${query}, ${title}) desc`, sql`similarity(${query}, ${title}) desc`];
  return {
    where: or(inTitle, inDescription, everyWordInTitle)!,
    ranking: [tier, ...closeness(products.title)],
    tier,
    closeness,
  };
}

/**
 * The words matched one by one: distinct, lower-case, letters and digits, at least two characters (a lone
 * letter is in every title). None, so only the substring rule applies, when there are too many to match
 * one by one.
 */
export function searchWords(query: string): string[] {
  const words = [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2))];
  return words.length > MAX_WORDS ? [] : words;
}

/** Words long enough to judge that no active product's title contains: most likely typos. */
export async function findMisspeltWords(db: Database, words: readonly string[]): Promise<Set<string>> {
  const candidates = words.filter((word) => word.length >= FUZZY_MIN_WORD_LENGTH);
  const found = await Promise.all(
    candidates.map(async (word) => {
      const [hit] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.isActive, true), containsIgnoringCase(products.titleFolded, word)))
        .limit(1);
      return hit !== undefined;
    }),
  );
  return new Set(candidates.filter((_, index) => !found[index]));
}

/** `folded` is a lower-cased column: this is `original ILIKE '%needle%'` (see the top of this file). */
function containsIgnoringCase(folded: AnyPgColumn, needle: string): SQL {
  return sql`${folded} like lower(${`%${escapeLike(needle)}%`})`;
}

/** `%`, `_` and the escape character itself mean themselves in a search (LIKE's default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
