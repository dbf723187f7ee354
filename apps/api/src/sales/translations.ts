/**
 * A sale's name in the language a shopper reads (decision 073), as the shop's one translation engine (../translations)
 * keeps it: the announcement bar, the offers page and a product on sale show it.
 */
import { eq } from 'drizzle-orm';
import { sales } from '../db/schema';
import { SALE_TEXT_FIELDS, TEXT_LIMITS, type SaleTextField } from '../db/tables/values';
import type { TranslatedSubject } from '../translations';
import { SALE_NOT_FOUND } from './admin-sales';

/** A sale: its key is its id. */
export const translatedSale: TranslatedSubject<SaleTextField> = {
  subject: 'sale',
  auditedAs: 'sale',
  fields: SALE_TEXT_FIELDS.map((name) => ({ name, format: 'text', maxLength: TEXT_LIMITS.saleName })),
  notFound: SALE_NOT_FOUND,
  async english(db, key, { lock }) {
    if (!/^\d{1,9}$/.test(key)) return undefined;
    const query = db.select({ name: sales.name }).from(sales).where(eq(sales.id, Number(key)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
};
