/**
 * Product search as SQL: which products a query finds, and in what order.
 *
 * The documents' rule is kept whole: every product whose title or long description contains the query,
 * case-insensitively, is found. On top of it, every product whose title holds each word of the query, in
 * any order, is found, and so is every product whose staff-kept search terms (`keywords`) contain the query or
 * whose title and search terms between them hold each of its words. Small typos are tolerated there ("spiks",
 * "stainles stel"): a word that no title or search term contains is taken as misspelt and also matches the
 * products holding a word of theirs (or two adjacent ones, "birdspikes") it closely resembles (pg_trgm's word
 * similarity, `<%`, threshold 0.6 by default).
 *
 * Shoppers write in Hindi too, in Devanagari or in Latin letters: a word the glossary of search words knows
 * ("कबूतर", "kabootar", "kabooter") also matches the catalogue's English words for it ("pigeon"), in titles
 * and search terms alike (./search-glossary.ts). A product's title is also its title in Hindi where staff
 * translated it (`translated_titles_folded`), so a word of that title finds it whether the glossary knows
 * the word or not.
 *
 * Why resemblance is judged against the catalogue's words and not against every title: the titles and search
 * terms share a few hundred words, and comparing trigrams costs several times more per row than a substring
 * test (see bench/search.ts); so a misspelt word is turned into the words it resembles once, and every
 * condition on the products is a substring test the trigram indexes can serve. A correctly spelt word finds
 * what it should literally; descriptions match literally.
 *
 * "Contains, case-insensitively" is `LIKE` on the lower-cased copies products keep (title_folded,
 * long_desc_folded, keywords_folded): PostgreSQL's `ILIKE` lower-cases both sides and then matches, so the
 * answer is the same, without lower-casing every description for every search. Their GIN trigram indexes
 * serve the conditions when the planner finds them worth it.
 */
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { products } from '../db/schema';
import { keepNothing, type Keep } from './kept-per-version';
import { isFunctionWord, translateWord } from './search-glossary';

/** Shorter words have too few trigrams to compare fairly ("net" would look like half the catalogue). */
const FUZZY_MIN_WORD_LENGTH = 4;
/** Bounds the size of the SQL; a longer query is matched as a substring only. */
const MAX_WORDS = 8;
/**
 * A word of a query, a title or a search term: letters, digits and the marks written with letters, which
 * Devanagari's vowel signs and virama are ("पक्षी" is one word, not three).
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export interface SearchPlan {
  /** The products the query finds. */
  where: SQL;
  /** Best match first; callers add a final tie-breaker. That is `tier`, then `closeness(products.title)`. */
  ranking: SQL[];
  /** The kind of match, 0 (the exact title) to 6: cheap, a few substring tests on the lower-cased copies. */
  tier: SQL<number>;
  /**
   * Within a tier, the title closest to the query first: the best-matching part of it, then the whole.
   * Costly (pg_trgm builds the title's trigrams for each), so a page ranks only the tiers it reaches.
   */
  closeness: (title: SQLWrapper) => SQL[];
}

/** The worst tier: products the search does not find. */
export const NO_MATCH_TIER = 6;

/** How a search for `query` (trimmed, non-empty) finds and orders products, with its typos corrected. */
export async function planSearch(db: Database, query: string, keep: Keep = keepNothing): Promise<SearchPlan> {
  const words = searchWords(query);
  const vocabulary = words.some(mayBeMisspelt) ? await keep('search vocabulary', () => loadVocabulary(db)) : undefined;
  const unknown = (word: string) => vocabulary !== undefined && mayBeMisspelt(word) && !vocabulary.words.some((known) => known.includes(word));
  const translations = new Map(words.map((word) => [word, translateWord(word, unknown(word))]));
  const misspelt = words.filter((word) => unknown(word) && translations.get(word)!.length === 0);
  const corrections = vocabulary && misspelt.length > 0 ? await correctMisspeltWords(db, misspelt, vocabulary) : new Map<string, string[]>();
  const spellings = new Map(words.map((word) => [word, [word, ...(corrections.get(word) ?? []), ...translations.get(word)!]]));
  return planProductSearch(query, spellings);
}

/**
 * `query` is trimmed and non-empty (the contract bounds it to 200 characters); `spellings` give, for each word of
 * `searchWords(query)`, what a product may hold in its place: the word itself, the catalogue's words it
 * resembles when misspelt (see correctMisspeltWords), and its English words when it is Hindi.
 */
function planProductSearch(query: string, spellings: ReadonlyMap<string, readonly string[]>): SearchPlan {
  const titles = [products.titleFolded, products.translatedTitlesFolded];
  const inTitle = or(...titles.map((title) => containsIgnoringCase(title, query)))!;
  const inDescription = containsIgnoringCase(products.longDescFolded, query);
  const inKeywords = containsIgnoringCase(products.keywordsFolded, query);
  const everyWordIn = (...columns: AnyPgColumn[]) =>
    spellings.size === 0
      ? sql`false`
      : and(...[...spellings.values()].map((ways) => or(...columns.flatMap((column) => ways.map((way) => containsIgnoringCase(column, way))))))!;
  const everyWordInTitle = everyWordIn(...titles);
  const everyWordInTitleOrKeywords = everyWordIn(...titles, products.keywordsFolded);
  // The translated titles' copy joins every language's; with Hindi the only other language, it is the Hindi title.
  const titleIs = or(...titles.map((title) => sql`${title} = lower(${query})`));
  const titleStarts = or(...titles.map((title) => sql`${title} like lower(${`${escapeLike(query)}%`})`));

  const tier = sql<number>`case
    when ${titleIs} then 0
    when ${titleStarts} then 1
    when ${inTitle} then 2
    when ${everyWordInTitle} then 3
    when ${inKeywords} or ${everyWordInTitleOrKeywords} then 4
    when ${inDescription} then 5
    else ${sql.raw(String(NO_MATCH_TIER))}
  end`;
  const closeness = (title: SQLWrapper) => [sql`word_similarity(${query}, ${title}) desc`, sql`similarity(${query}, ${title}) desc`];
  return {
    where: or(inTitle, inDescription, inKeywords, everyWordInTitleOrKeywords)!,
    ranking: [tier, ...closeness(products.title)],
    tier,
    closeness,
  };
}

/**
 * The words matched one by one: distinct, lower-case, letters and digits, at least two characters (a lone
 * letter is in every title), without Hindi's postpositions and joining words ("की", "ke liye": no product holds
 * them). None, so only the substring rule applies, when there are too many to match one by one.
 */
export function searchWords(query: string): string[] {
  const words = [...new Set(query.toLowerCase().match(WORD) ?? [])].filter((word) => word.length >= 2 && !isFunctionWord(word));
  return words.length > MAX_WORDS ? [] : words;
}

function mayBeMisspelt(word: string): boolean {
  return word.length >= FUZZY_MIN_WORD_LENGTH;
}

/** The words of the active products' titles (in every language) and search terms, lower-cased, and each two adjacent ones as they are spelt. */
interface Vocabulary {
  words: readonly string[];
  /** "bird spikes", "anti-perch": so a word typed without its space or hyphen ("birdspikes") is understood. */
  pairs: readonly string[];
}

async function loadVocabulary(db: Database): Promise<Vocabulary> {
  const rows = await db
    .selectDistinct({ title: products.titleFolded, translatedTitles: products.translatedTitlesFolded, keywords: products.keywordsFolded })
    .from(products)
    .where(eq(products.isActive, true));
  const words = new Set<string>();
  const pairs = new Set<string>();
  // Search terms are a comma-separated list: two words either side of a comma are not a pair.
  for (const phrase of rows.flatMap(({ title, translatedTitles, keywords }) => [title, translatedTitles, ...keywords.split(',')])) {
    const found = [...phrase.matchAll(WORD)];
    found.forEach((match, index) => {
      words.add(match[0]);
      const next = found[index + 1];
      if (next) pairs.add(phrase.slice(match.index, next.index + next[0].length));
    });
  }
  return { words: [...words], pairs: [...pairs] };
}

/**
 * For each misspelt word (long enough to judge, in no title or search term, not a word of the glossary), the
 * catalogue's words and pairs it closely resembles: one query comparing a few hundred short strings, instead
 * of every product.
 */
async function correctMisspeltWords(db: Database, misspelt: readonly string[], vocabulary: Vocabulary): Promise<Map<string, string[]>> {
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
