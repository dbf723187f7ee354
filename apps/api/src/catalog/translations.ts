/**
 * A product's texts in the language a shopper reads (decision 065): what staff translated where they have, English
 * elsewhere, and which texts are still English so that a page can say so. Staff keep the translations beside the
 * English; each remembers the English it was translated from, so one whose English moved on is flagged, not trusted.
 */
import type { Schema } from '@shop/contracts';
import type { LanguageCode } from '@shop/rules/languages';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '../audit';
import type { Database, Transaction } from '../db/database';
import { productTranslations, products, type TranslatedTexts } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { PRODUCT_TEXT_FIELDS, type ProductTextField, type TranslationLanguage } from '../db/tables/values';
import { NotFoundError, problem } from '../errors';
import type { ProductView } from './reshape';

/**
 * The product's translated texts in `language`, as a column of a query reading products (null without any, and in
 * English, where nothing is looked up). `productId` is the products row's id, qualified by the caller.
 */
export function translatedTextsOf(productId: SQL, language: LanguageCode): SQL<TranslatedTexts | null> {
  if (language === 'en') return sql<null>`null`;
  return sql<TranslatedTexts | null>`(select ${sql.raw('"product_translations"."texts"')} from ${productTranslations}
    where ${sql.raw('"product_translations"."product_id"')} = ${productId} and ${sql.raw('"product_translations"."language"')} = ${language})`;
}

/**
 * `view` as asked in `language`, given the product's `texts` in it: each translated text in place of the English,
 * and the texts left in English listed. In English, the view as it is.
 */
export function inLanguage(view: ProductView, language: LanguageCode, texts: TranslatedTexts | null): ProductView {
  if (language === 'en') return view;
  const translated: ProductView = { ...view };
  const untranslated: ProductTextField[] = [];
  for (const field of PRODUCT_TEXT_FIELDS) {
    const text = texts?.[field];
    if (text) translated[field] = text;
    else untranslated.push(field);
  }
  // The deprecated spelling older clients read says the same as its successor.
  translated.shortDesc = translated.short_desc;
  return { ...translated, untranslated_fields: untranslated };
}

const PRODUCT_NOT_FOUND = problem('product_not_found', 'No such product.');

type TranslationView = Schema<'AdminProductTranslation'>;
type TranslationInput = Schema<'AdminProductTranslationInput'>;

/** The product's translation into `language` as staff edit it, beside its English, flagged where that moved on. */
export async function getProductTranslation(db: Database | Transaction, productId: number, language: TranslationLanguage): Promise<TranslationView> {
  const english = await englishTextsOf(db, productId);
  const stored = await storedTranslation(db, productId, language);
  return {
    language,
    texts: stored?.texts ?? {},
    english,
    stale_fields: PRODUCT_TEXT_FIELDS.filter((field) => stored?.texts[field] !== undefined && stored.source[field] !== english[field]),
    updated_at: stored?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Replaces the product's translation into `language`. A text staff changed, or checked as still right, counts as
 * translated from today's English; one left as it was keeps the English it was translated from, so its flag stays.
 * Blank texts are no translation. The product's row is locked while its English is read, so an edit of the English
 * saved at the same moment comes either before this (and is named as the source) or after (and flags it).
 */
export async function saveProductTranslation(
  db: Database,
  actorId: number,
  productId: number,
  language: TranslationLanguage,
  input: TranslationInput,
): Promise<TranslationView> {
  await inTransaction(db, async (tx) => {
    const english = await englishTextsOf(tx, productId, { lock: true });
    const stored = await storedTranslation(tx, productId, language);
    const checked = new Set(input.checked_fields ?? []);
    const texts: TranslatedTexts = {};
    const source: TranslatedTexts = {};
    for (const field of PRODUCT_TEXT_FIELDS) {
      const text = wellFormed(input.texts[field]?.trim());
      if (!text) continue;
      texts[field] = text;
      const unchanged = stored?.texts[field] === text && !checked.has(field);
      source[field] = (unchanged ? stored?.source[field] : undefined) ?? english[field];
    }
    await tx
      .insert(productTranslations)
      .values({ productId, language, texts, source })
      .onConflictDoUpdate({ target: [productTranslations.productId, productTranslations.language], set: { texts, source, updatedAt: new Date() } });
    await recordAudit(tx, { actorId, action: 'product.translate', entityType: 'product', entityId: productId, before: { language, texts: stored?.texts ?? {} }, after: { language, texts } });
  });
  return getProductTranslation(db, productId, language);
}

/**
 * The text with any lone half of a surrogate pair as the replacement character: what a text column stores for it (the
 * driver writes UTF-8), and what jsonb, which refuses the lone half's escape outright, is given instead.
 */
function wellFormed(text: string | undefined): string | undefined {
  return text?.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** The product's English texts now, as the contract names them. */
async function englishTextsOf(db: Database | Transaction, productId: number, { lock = false } = {}): Promise<Record<ProductTextField, string>> {
  const query = db
    .select({
      title: products.title,
      short_desc: products.shortDesc,
      long_desc: products.longDesc,
      bullet_one: products.bulletOne,
      bullet_two: products.bulletTwo,
      bullet_three: products.bulletThree,
      bullet_four: products.bulletFour,
      bullet_five: products.bulletFive,
    })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return row;
}

async function storedTranslation(db: Database | Transaction, productId: number, language: TranslationLanguage) {
  const [row] = await db
    .select({ texts: productTranslations.texts, source: productTranslations.source, updatedAt: productTranslations.updatedAt })
    .from(productTranslations)
    .where(and(eq(productTranslations.productId, productId), eq(productTranslations.language, language)));
  return row;
}
