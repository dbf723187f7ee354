import type { LanguageCode } from '@shop/rules/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isPossibleId, type Database } from '../db/database';
import { categories, products } from '../db/schema';
import { CATEGORY_TEXT_FIELDS } from '../db/tables/values';
import { textsInLanguage, translatedTextsOf } from '../translations';
import { firstImageOf, PRODUCT_ID } from './products';
import type { CategoryView } from './reshape';

/**
 * The categories staff have not hidden, in the order staff set; the footer shows the first three. Each is named in
 * `language` where staff translated it; its English name stays its key in addresses and filters.
 */
export async function listCategories(db: Database, language: LanguageCode = 'en'): Promise<CategoryView[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, translated: translatedTextsOf('category', categories.id, language) })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map(({ id, name, translated }) => {
    const view: CategoryView = { id, category_name: name, display_name: name };
    if (language === 'en') return view;
    const shown = textsInLanguage({ name }, CATEGORY_TEXT_FIELDS, translated);
    return { ...view, display_name: shown.texts.name, untranslated_fields: shown.untranslated };
  });
}

export interface CategoryPage {
  id: number;
  /** Its English name, its key in addresses. */
  name: string;
  /** Its name in the language asked, where staff translated it; English otherwise. */
  displayName: string;
  activeProducts: number;
  /** The main picture of its first active product. */
  firstImage: string | null;
}

/** A visible category by id (digits, as the home page links /category/1) or by name, ignoring case. */
export async function findCategoryPage(db: Database, nameOrId: string, language: LanguageCode = 'en'): Promise<CategoryPage | undefined> {
  const byId = /^\d+$/.test(nameOrId);
  if (byId && !isPossibleId(Number(nameOrId))) return undefined;
  const inCategory = and(eq(products.categoryId, categories.id), eq(products.isActive, true));
  const [row] = await db
    .select({
      id: categories.id,
      name: categories.name,
      activeProducts: sql<number>`(select count(*)::int from ${products} where ${inCategory})`,
      firstImage: sql<string | null>`(select ${firstImageOf(PRODUCT_ID)} from ${products} where ${inCategory} order by ${PRODUCT_ID} limit 1)`,
      translated: translatedTextsOf('category', categories.id, language),
    })
    .from(categories)
    .where(and(eq(categories.isActive, true), byId ? eq(categories.id, Number(nameOrId)) : sql`lower(${categories.name}) = lower(${nameOrId})`));
  if (!row) return undefined;
  const { translated, ...page } = row;
  return { ...page, displayName: translated?.name ?? page.name };
}

/** Every visible category with the time its active products last changed (null when it has none), for the sitemap. */
export async function listCategoryChanges(db: Database): Promise<{ name: string; lastModified: Date | null }[]> {
  return db
    .select({ name: categories.name, lastModified: sql<Date | null>`max(${products.updatedAt})`.mapWith(products.updatedAt) })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.isActive, true)))
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}
