/**
 * The shoppers' own words for what the catalogue calls in English: Hindi in Devanagari and Hindi typed in Latin
 * letters (Hinglish), so that "kabootar jali" finds the pigeon nets and "पक्षी जाली" the bird nets.
 *
 * Where the words came from: docs/product/hindi-glossary.md, "Search words" (reviewed there with the storefront's
 * own Hindi terms); change both together. Each entry lists a few common spellings, not every one: a query word is
 * compared with them after `spellingKey` has folded the usual variants, and one letter more, less or different
 * is forgiven in words of four letters or more (see `translateWord`).
 *
 * Why this is compared in code rather than by pg_trgm as titles' typos are: the words are short and few. pg_trgm
 * scores a one-letter change in a five-letter Devanagari word at 0.33 ("कबूतर" / "कबुतर") and "kabutar" against
 * "kabootar" below its 0.6 threshold, while folding the spelling variants and allowing one edit decides both
 * plainly, over a few dozen words held in memory, with no query to the database.
 */

interface GlossaryEntry {
  /** Words of the catalogue's titles and search terms a product holds, as substrings ("spike" finds "spikes"). */
  english: readonly string[];
  /** How shoppers write it in Devanagari and in Latin letters. */
  spellings: readonly string[];
}

const SEARCH_GLOSSARY: readonly GlossaryEntry[] = [
  { english: ['pigeon'], spellings: ['कबूतर', 'kabootar', 'kabutar'] },
  { english: ['bird'], spellings: ['पक्षी', 'पंछी', 'चिड़िया', 'परिंदा', 'बर्ड', 'pakshi', 'panchhi', 'chidiya', 'parinda'] },
  { english: ['crow'], spellings: ['कौवा', 'कौआ', 'कौवे', 'kauwa', 'kauva', 'kaua'] },
  { english: ['monkey'], spellings: ['बंदर', 'लंगूर', 'मंकी', 'bandar', 'langur'] },
  { english: ['net'], spellings: ['जाली', 'जाल', 'नेट', 'jali', 'jaal'] },
  { english: ['spike'], spellings: ['कांटे', 'कांटा', 'कील', 'स्पाइक', 'स्पाइक्स', 'kaante', 'kanta', 'keel'] },
  { english: ['steel'], spellings: ['स्टील', 'स्टेनलेस'] },
  { english: ['plastic'], spellings: ['प्लास्टिक'] },
  { english: ['polycarbonate'], spellings: ['पॉलीकार्बोनेट'] },
  { english: ['nylon'], spellings: ['नायलॉन'] },
  { english: ['balcony'], spellings: ['बालकनी', 'balkani'] },
  { english: ['window'], spellings: ['खिड़की', 'khidki'] },
  { english: ['ledge'], spellings: ['छज्जा', 'chhajja'] },
  { english: ['parapet'], spellings: ['मुंडेर', 'munder'] },
  { english: ['roof'], spellings: ['छत', 'chhat'] },
  { english: ['wall'], spellings: ['दीवार', 'deewar', 'diwar'] },
  { english: ['pipe'], spellings: ['पाइप'] },
  { english: ['water tank'], spellings: ['टंकी', 'tanki'] },
  { english: ['adhesive', 'glue'], spellings: ['गोंद', 'gond'] },
  { english: ['wire'], spellings: ['तार', 'taar'] },
  { english: ['hook'], spellings: ['हुक'] },
  { english: ['screw'], spellings: ['पेंच', 'pench'] },
  { english: ['fixing', 'installation'], spellings: ['फ़िटिंग', 'fitting'] },
];

/**
 * Hindi's postpositions and joining words ("पक्षी की जाली", "kabutar ke liye jali"): no product holds them, so a
 * query is matched word by word without them, as if they had not been typed.
 */
const FUNCTION_WORDS = ['का', 'की', 'के', 'को', 'में', 'से', 'लिए', 'और', 'वाला', 'वाली', 'वाले', 'ka', 'ki', 'ke', 'ko', 'mein', 'se', 'liye', 'aur', 'wala', 'wali', 'wale'];

/** One letter more, less or different is a typo only in a word this long (after folding): shorter ones collide. */
const TYPO_MIN_LENGTH = 4;

/**
 * The form spelling variants share, so that one listed spelling stands for its variants.
 *
 * Devanagari: the nukta is dropped (चिड़िया, चिडिया), chandrabindu is written as anusvara (काँटे, कांटे) and so is
 * a nasal consonant with virama before another consonant (बन्दर, बंदर). Latin: doubled vowels and letters are
 * written once (kabootar, kabutar; jaali, jali; kaante, kante; chhajja, chajja), ee and oo as i and u, w as v
 * and ph as f (kauwa, kauva).
 */
export function spellingKey(word: string): string {
  return word
    .normalize('NFD')
    .toLowerCase()
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/[ङञणनम]\u094D(?=[क-ह])/g, '\u0902')
    .replace(/ph/g, 'f')
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/([a-z])\1+/g, '$1')
    .normalize('NFC');
}

const FUNCTION_WORD_KEYS = new Set(FUNCTION_WORDS.map(spellingKey));

/** Whether `word` is one of Hindi's postpositions or joining words, in either script. */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORD_KEYS.has(spellingKey(word));
}

const ENGLISH_BY_SPELLING_KEY = new Map(SEARCH_GLOSSARY.flatMap((entry) => entry.spellings.map((spelling) => [spellingKey(spelling), entry.english] as const)));

/**
 * The catalogue's English words for a shopper's word, or none. `mayBeTypo`: the word is in no title or search
 * term, so a glossary spelling one edit away is taken as what was meant ("kabooter"); a word the catalogue holds
 * is read as itself, not as the Hindi word one letter from it.
 */
export function translateWord(word: string, mayBeTypo: boolean): readonly string[] {
  const key = spellingKey(word);
  const exact = ENGLISH_BY_SPELLING_KEY.get(key);
  if (exact || !mayBeTypo || [...key].length < TYPO_MIN_LENGTH) return exact ?? [];
  const close = [...ENGLISH_BY_SPELLING_KEY].filter(([spelling]) => isOneEditApart(key, spelling)).flatMap(([, english]) => english);
  return [...new Set(close)];
}

/** Whether one character inserted, deleted or replaced turns `a` into `b` (by code points, so a matra counts once). */
function isOneEditApart(a: string, b: string): boolean {
  const [shorter, longer] = [[...a], [...b]].sort((x, y) => x.length - y.length) as [string[], string[]];
  if (longer.length - shorter.length > 1) return false;
  let start = 0;
  while (start < shorter.length && shorter[start] === longer[start]) start++;
  const rest = (from: string[], skip: number) => from.slice(start + skip).join('');
  return shorter.length === longer.length ? rest(shorter, 1) === rest(longer, 1) : rest(shorter, 0) === rest(longer, 1);
}
