/**
 * The catalogue's texts in the language a shopper reads (decisions 065 and 067): a product's title, descriptions and
 * highlights, and a category's name, as the shop's one translation engine (../translations) keeps them.
 */
import type { Schema } from '@shop/contracts';
import type { LanguageCode } from '@shop/rules/languages';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { categories, products, productVariants, type TranslatedTexts } from '../db/schema';
import {
  CATEGORY_TEXT_FIELDS,
  PRODUCT_TEXT_FIELDS,
  TEXT_LIMITS,
  VARIANT_TEXT_FIELDS,
  type CategoryTextField,
  type ProductTextField,
  type TranslationLanguage,
  type VariantTextField,
} from '../db/tables/values';
import { problem } from '../errors';
import { getTranslation, saveTranslation, textsInLanguage, type TranslatedSubject } from '../translations';
import type { ProductView } from './reshape';

const PRODUCT_TEXT_LIMITS: Record<ProductTextField, number> = {
  title: TEXT_LIMITS.title,
  short_desc: TEXT_LIMITS.shortText,
  long_desc: TEXT_LIMITS.longText,
  bullet_one: TEXT_LIMITS.title,
  bullet_two: TEXT_LIMITS.title,
  bullet_three: TEXT_LIMITS.title,
  bullet_four: TEXT_LIMITS.title,
  bullet_five: TEXT_LIMITS.title,
};

/** A product: its key is its id. */
export const translatedProduct: TranslatedSubject<ProductTextField> = {
  subject: 'product',
  auditedAs: 'product',
  fields: PRODUCT_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: PRODUCT_TEXT_LIMITS[name] })),
  notFound: problem('product_not_found', 'No such product.'),
  async english(db, key, { lock }) {
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
      .where(eq(products.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
};

/** A category: its key is its id. Only its name is shown, so only its name is translated. */
export const translatedCategory: TranslatedSubject<CategoryTextField> = {
  subject: 'category',
  auditedAs: 'category',
  fields: CATEGORY_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: TEXT_LIMITS.title })),
  notFound: problem('category_not_found', 'No such category.'),
  async english(db, key, { lock }) {
    if (!/^\d{1,9}$/.test(key)) return undefined;
    const query = db.select({ name: categories.name }).from(categories).where(eq(categories.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
};

/** A product's variant: its key is its id. Its label ("Pack of 20 (6 m)") is what a shopper chooses by. */
export const translatedVariant: TranslatedSubject<VariantTextField> = {
  subject: 'variant',
  auditedAs: 'variant',
  fields: VARIANT_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: TEXT_LIMITS.variantLabel })),
  notFound: problem('variant_not_found', 'No such variant.'),
  async english(db, key, { lock }) {
    if (!/^\d{1,9}$/.test(key)) return undefined;
    const query = db.select({ label: productVariants.label }).from(productVariants).where(eq(productVariants.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
};

/**
 * `view` as asked in `language`, given the product's `texts` in it: each translated text in place of the English,
 * and the texts left in English listed. In English, the view as it is.
 */
export function inLanguage(view: ProductView, language: LanguageCode, texts: TranslatedTexts | null): ProductView {
  if (language === 'en') return view;
  const shown = textsInLanguage(view, PRODUCT_TEXT_FIELDS, texts);
  // The deprecated spelling older clients read says the same as its successor.
  return { ...view, ...shown.texts, shortDesc: shown.texts.short_desc, untranslated_fields: shown.untranslated };
}

type ProductTranslationView = Schema<'AdminProductTranslation'>;
type ProductTranslationInput = Schema<'AdminProductTranslationInput'>;

/** The product's translation into `language` as staff edit it, beside its English, flagged where that moved on. */
export function getProductTranslation(db: Database | Transaction, productId: number, language: TranslationLanguage): Promise<ProductTranslationView> {
  return getTranslation(db, translatedProduct, String(productId), language);
}

/** Replaces the product's translation into `language` (the engine's `saveTranslation`). */
export function saveProductTranslation(
  db: Database,
  actorId: number,
  productId: number,
  language: TranslationLanguage,
  input: ProductTranslationInput,
): Promise<ProductTranslationView> {
  return saveTranslation(db, actorId, translatedProduct, String(productId), language, input);
}
