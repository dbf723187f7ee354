/**
 * The shop's texts in another language than English (decisions 065, 067 and 068): one engine for every kind of subject
 * (a product, a category, an article, a policy page, a gallery photo, a path's metadata, an entry of a site document). Staff keep a translation beside the English; each text
 * remembers the English it was translated from, so one whose English moved on is flagged, not trusted; a page asked
 * in the language shows the translation where there is one and English elsewhere, saying which texts are English.
 *
 * What a subject's texts are, and where its English lives, is its own module's business: each describes itself as a
 * `TranslatedSubject` (catalog's products and categories, content's articles, policy pages and gallery photos, site's
 * FAQ, announcements, home page and page metadata).
 */
import type { LanguageCode } from '@shop/rules/languages';
import { and, eq, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { recordAudit, type AuditEntityType } from '../audit';
import type { Database, Transaction } from '../db/database';
import { translations, type TranslatedTexts } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { TranslationLanguage, TranslationSubject } from '../db/tables/values';
import { InvalidInputError, NotFoundError, problem, type FieldProblems, type Problem } from '../errors';

interface TranslatedField<Field extends string> {
  name: Field;
  /** A line of plain text, or rich HTML cleaned to the shop's allow-list when stored. */
  format: 'text' | 'html';
  maxLength: number;
}

export interface TranslatedSubject<Field extends string = string> {
  subject: TranslationSubject;
  /** What the audit log calls the subject's kind, as its other changes are recorded (`blog`, `legal_page`…). */
  auditedAs: AuditEntityType;
  fields: readonly TranslatedField<Field>[];
  /** What answers a key that names nothing of the kind. */
  notFound: Problem;
  /**
   * The subject's English texts now, by field, or undefined when `key` names none. With `lock`, its row stays locked
   * until the transaction ends, so an edit of the English saved at the same moment comes either before a save of
   * its translation (and is named as its source) or after (and flags it).
   */
  english(db: Database | Transaction, key: string, options: { lock: boolean }): Promise<Record<Field, string> | undefined>;
  /** The text as stored (rich HTML cleaned), or a problem with it the contract's schema could not see. */
  clean?(field: Field, text: string): string | Problem;
}

export interface TranslationView<Field extends string = string> {
  language: TranslationLanguage;
  texts: Partial<Record<Field, string>>;
  english: Record<Field, string>;
  stale_fields: Field[];
  updated_at: string | null;
}

export interface TranslationInput {
  texts: Readonly<Record<string, string | null | undefined>>;
  checked_fields?: readonly string[] | undefined;
}

/**
 * The subject's translated texts in `language`, as a column of a query reading its rows (null without any, and in
 * English, where nothing is looked up). `key` is the row's key, qualified by the caller; it is compared as text.
 */
export function translatedTextsOf(subject: TranslationSubject, key: SQLWrapper, language: LanguageCode): SQL<TranslatedTexts | null> {
  if (language === 'en') return sql<null>`null`;
  return sql<TranslatedTexts | null>`(select ${sql.raw('"translations"."texts"')} from ${translations}
    where ${sql.raw('"translations"."subject"')} = ${subject} and ${sql.raw('"translations"."key"')} = (${key})::text
      and ${sql.raw('"translations"."language"')} = ${language})`;
}

/** The subject's translated texts in `language`, read on their own; undefined in English or before any. */
export async function translatedTexts(db: Database | Transaction, subject: TranslationSubject, key: string, language: LanguageCode): Promise<TranslatedTexts | undefined> {
  if (language === 'en') return undefined;
  return (await storedTranslation(db, subject, key, language))?.texts;
}

/**
 * Every translated subject of these kinds in `language`, by subject and key: for a page that shows many at once (a
 * site document's entries, the gallery), read in one query. Empty in English, where nothing is looked up.
 */
export async function translatedTextsOfAll(
  db: Database | Transaction,
  subjects: readonly TranslationSubject[],
  language: LanguageCode,
): Promise<(subject: TranslationSubject, key: string) => TranslatedTexts | null> {
  if (language === 'en') return () => null;
  const rows = await db
    .select({ subject: translations.subject, key: translations.key, texts: translations.texts })
    .from(translations)
    .where(and(inArray(translations.subject, [...subjects]), eq(translations.language, language)));
  const found = new Map(rows.map((row) => [`${row.subject} ${row.key}`, row.texts]));
  return (subject, key) => found.get(`${subject} ${key}`) ?? null;
}

/**
 * Deletes the translations of the subject's entries that are no longer there, as the trigger of a table does for
 * its rows: for a site document's entries (a FAQ question, an announcement), in the transaction that saves it.
 */
export async function forgetTranslationsExcept(tx: Transaction, subject: TranslationSubject, keptKeys: readonly string[]): Promise<void> {
  await tx.delete(translations).where(and(eq(translations.subject, subject), keptKeys.length > 0 ? notInArray(translations.key, [...keptKeys]) : undefined));
}

/**
 * The texts a page in another language shows: each translated one in place of the English, and the ones left in
 * English listed, so that the page can mark them. In English, the English as it is and nothing listed.
 */
export function textsInLanguage<Field extends string>(
  english: Record<Field, string>,
  fields: readonly Field[],
  texts: TranslatedTexts | null,
): { texts: Record<Field, string>; untranslated: Field[] } {
  const shown = { ...english };
  const untranslated: Field[] = [];
  for (const field of fields) {
    const text = texts?.[field];
    if (text) shown[field] = text;
    else untranslated.push(field);
  }
  return { texts: shown, untranslated };
}

/** The subject's translation into `language` as staff edit it, beside its English, flagged where that moved on. */
export async function getTranslation<Field extends string>(
  db: Database | Transaction,
  subject: TranslatedSubject<Field>,
  key: string,
  language: TranslationLanguage,
): Promise<TranslationView<Field>> {
  const english = await subject.english(db, key, { lock: false });
  if (!english) throw new NotFoundError(subject.notFound);
  const stored = await storedTranslation(db, subject.subject, key, language);
  const texts = (stored?.texts ?? {}) as Partial<Record<Field, string>>;
  return {
    language,
    texts,
    english,
    stale_fields: subject.fields.map(({ name }) => name).filter((field) => texts[field] !== undefined && stored?.source[field] !== english[field]),
    updated_at: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Replaces the subject's translation into `language`. A text staff changed, or checked as still right, counts as
 * translated from today's English; one left as it was keeps the English it was translated from, so its flag stays.
 * Blank texts are no translation. A text the subject does not have, or one too long, is refused and nothing written.
 */
export async function saveTranslation<Field extends string>(
  db: Database,
  actorId: number,
  subject: TranslatedSubject<Field>,
  key: string,
  language: TranslationLanguage,
  input: TranslationInput,
): Promise<TranslationView<Field>> {
  const cleaned = cleanTexts(subject, input);
  await inTransaction(db, async (tx) => {
    const english = await subject.english(tx, key, { lock: true });
    if (!english) throw new NotFoundError(subject.notFound);
    const stored = await storedTranslation(tx, subject.subject, key, language);
    const checked = new Set(input.checked_fields ?? []);
    const source: TranslatedTexts = {};
    for (const [field, text] of Object.entries(cleaned) as [Field, string][]) {
      const unchanged = stored?.texts[field] === text && !checked.has(field);
      source[field] = (unchanged ? stored?.source[field] : undefined) ?? english[field];
    }
    await tx
      .insert(translations)
      .values({ subject: subject.subject, key, language, texts: cleaned, source })
      .onConflictDoUpdate({ target: [translations.subject, translations.key, translations.language], set: { texts: cleaned, source, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId,
      action: `${subject.auditedAs}.translate`,
      entityType: subject.auditedAs,
      entityId: key,
      before: { language, texts: stored?.texts ?? {} },
      after: { language, texts: cleaned },
    });
  });
  return getTranslation(db, subject, key, language);
}

/**
 * Stores `texts` as translated from the subject's English now, trusting them as they are: for the demo catalogue,
 * whose Hindi was written from the English it ships with. Staff's translations go through `saveTranslation`.
 */
export async function storeTranslation(db: Database, subject: TranslatedSubject, key: string, language: TranslationLanguage, texts: TranslatedTexts): Promise<void> {
  const english = await subject.english(db, key, { lock: false });
  if (!english) throw new Error(`No ${subject.subject} ${key} to translate`);
  const source = Object.fromEntries(Object.keys(texts).map((field) => [field, english[field]]));
  await db.insert(translations).values({ subject: subject.subject, key, language, texts, source });
}

const UNKNOWN_TEXT = problem('unexpected_field', 'There is no such text to translate.');
const tooLong = (maxLength: number) => problem('too_long', `Too long: at most ${maxLength} characters.`);

/** The input's translated texts, trimmed, blanks left out, each as it will be stored; or every problem with them. */
function cleanTexts<Field extends string>(subject: TranslatedSubject<Field>, input: TranslationInput): TranslatedTexts {
  const problems: FieldProblems = {};
  const texts: TranslatedTexts = {};
  const fields = new Map<string, TranslatedField<Field>>(subject.fields.map((field) => [field.name, field]));
  if ((input.checked_fields ?? []).some((name) => !fields.has(name))) problems.checked_fields = [UNKNOWN_TEXT];
  for (const [name, value] of Object.entries(input.texts)) {
    const field = fields.get(name);
    if (!field) {
      problems[`texts.${name}`] = [UNKNOWN_TEXT];
      continue;
    }
    const text = wellFormed(value?.trim());
    if (!text) continue;
    const stored = subject.clean ? subject.clean(field.name, text) : text;
    if (typeof stored !== 'string') problems[`texts.${name}`] = [stored];
    else if (stored.length > field.maxLength) problems[`texts.${name}`] = [tooLong(field.maxLength)];
    else texts[name] = stored;
  }
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems, 'The translation cannot be saved.');
  return texts;
}

/**
 * The text with any lone half of a surrogate pair as the replacement character: what a text column stores for it (the
 * driver writes UTF-8), and what jsonb, which refuses the lone half's escape outright, is given instead.
 */
function wellFormed(text: string | undefined): string | undefined {
  return text?.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

async function storedTranslation(db: Database | Transaction, subject: TranslationSubject, key: string, language: TranslationLanguage) {
  const [row] = await db
    .select({ texts: translations.texts, source: translations.source, updatedAt: translations.updatedAt })
    .from(translations)
    .where(and(eq(translations.subject, subject), eq(translations.key, key), eq(translations.language, language)));
  return row;
}
