/**
 * Product search as SQL: which products a query finds, and in what order.
 *
 * The documents' rule is kept whole: every product whose title or long description contains the query,
 * case-insensitively, is found. On top of it, every product whose title holds each word of the query, in
 * any order, is found, and small typos are tolerated there ("spiks", "stainles stel"): a word that no title
 * contains is taken as misspelt and also matches the titles holding a title word (or two adjacent ones,
 * "birdspikes") it closely resembles (pg_trgm's word similarity, `<%`, threshold 0.6 by default).
 *
 * Why resemblance is judged against the titles' words and not against every title: the catalogue's titles
 * share a few hundred words, and comparing trigrams costs several times more per row than a substring test
 * (see bench/search.ts); so a misspelt word is turned into the words it resembles once, and every condition
 * on the products is a substring test the trigram indexes can serve. A correctly spelt word finds what it
 * should literally; descriptions match literally.
 *
 * "Contains, case-insensitively" is `LIKE` on the lower-cased copies products keep (title_folded,
 * long_desc_folded): PostgreSQL's `ILIKE` lower-cases both sides and then matches, so the answer is the
 * same, without lower-casing every description for every search. Their GIN trigram indexes serve the
 * conditions when the planner finds them worth it.
 */
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { keepNothing, type Keep } from './kept-per-version';

/** Shorter words have too few trigrams to compare fairly ("net" would look like half the catalogue). */
const FUZZY_MIN_WORD_LENGTH = 4;
/** Bounds the size of the SQL; a longer query is matched as a substring only. */
const MAX_WORDS = 8;
/** A word of a query or a title: letters and digits, as pg_trgm splits them. */
const WORD = /[\p{L}\p{N}]+/gu;

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

/** How a search for `query` (trimmed, non-empty) finds and orders products, with its typos corrected. */
export async function planSearch(db: Database, query: string, keep: Keep = keepNothing): Promise<SearchPlan> {
  const words = searchWords(query);
  const vocabulary = words.some(mayBeMisspelt) ? await keep('title vocabulary', () => loadTitleVocabulary(db)) : undefined;
  return planProductSearch(query, vocabulary ? await correctMisspeltWords(db, words, vocabulary) : new Map());
}

/**
 * `query` is trimmed and non-empty (the contract bounds it to 200 characters); `corrections` give, for a
 * misspelt word of `searchWords(query)`, the title words it resembles (see correctMisspeltWords).
 */
function planProductSearch(query: string, corrections: ReadonlyMap<string, readonly string[]>): SearchPlan {
  const words = searchWords(query);
  const inTitle = containsIgnoringCase(products.titleFolded, query);
  const inDescription = containsIgnoringCase(products.longDescFolded, query);
  const wordInTitle = (word: string) => {
    const spellings = [word, ...(corrections.get(word) ?? [])];
    return or(...spellings.map((spelling) => containsIgnoringCase(products.titleFolded, spelling)))!;
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
  const words = [...new Set(query.toLowerCase().match(WORD) ?? [])].filter((word) => word.length >= 2);
  return words.length > MAX_WORDS ? [] : words;
}

function mayBeMisspelt(word: string): boolean {
  return word.length >= FUZZY_MIN_WORD_LENGTH;
}

/** The words of the active products' titles, lower-cased, and each two adjacent ones as the title spells them. */
interface TitleVocabulary {
  words: readonly string[];
  /** "bird spikes", "anti-perch": so a word typed without its space or hyphen ("birdspikes") is understood. */
  pairs: readonly string[];
}

async function loadTitleVocabulary(db: Database): Promise<TitleVocabulary> {
  const titles = await db.selectDistinct({ title: products.titleFolded }).from(products).where(eq(products.isActive, true));
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const { title } of titles) {
    const found = [...title.matchAll(WORD)];
    found.forEach((match, index) => {
      words.add(match[0]);
      const next = found[index + 1];
      if (next) pairs.add(title.slice(match.index, next.index + next[0].length));
    });
  }
  return { words: [...words], pairs: [...pairs] };
}

/**
 * For each word long enough to judge that no title contains (most likely a typo), the title words and
 * pairs it closely resembles: one query comparing a few hundred short strings, instead of every title.
 */
async function correctMisspeltWords(db: Database, words: readonly string[], vocabulary: TitleVocabulary): Promise<Map<string, string[]>> {
  const misspelt = words.filter((word) => mayBeMisspelt(word) && !vocabulary.words.some((titleWord) => titleWord.includes(word)));
  if (misspelt.length === 0) return new Map();
  const pairs = await db
    .select({ word: sql<string>`word`, spelling: sql<string>`spelling` })
    .from(
      sql`json_array_elements_text(${JSON.stringify(misspelt)}::json) as word,
          json_array_elements_text(${JSON.stringify([...vocabulary.words, ...vocabulary.pairs])}::json) as spelling`,
    )
    .where(sql`word <% spelling`);
  const corrections = new Map<string, string[]>();
  for (const word of misspelt) {
    const spellings = pairs.filter((pair) => pair.word === word).map((pair) => pair.spelling);
    // A title holding "bird spikes" holds "spikes": the longer spelling adds no product, only a condition.
    const needed = spellings.filter((spelling) => !spellings.some((shorter) => shorter !== spelling && spelling.includes(shorter)));
    if (needed.length > 0) corrections.set(word, needed);
  }
  return corrections;
}

/** `folded` is a lower-cased column: this is `original ILIKE '%needle%'` (see the top of this file). */
function containsIgnoringCase(folded: AnyPgColumn, needle: string): SQL {
  return sql`${folded} like lower(${`%${escapeLike(needle)}%`})`;
}

/** `%`, `_` and the escape character itself mean themselves in a search (LIKE's default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
