/** The product row as the catalogue's queries read it and its reshaping takes it. */
import { getTableColumns } from 'drizzle-orm';
import { products } from '../db/schema';

/**
 * A product's columns as every query that reads whole products selects them (shop and back-office): not
 * the copies kept for sorting and searching only (migration 0019), a description's worth per row.
 */
const { titleSortKey: _sortKey, ratingStars: _stars, titleFolded: _title, longDescFolded: _description, ...productColumns } = getTableColumns(products);
export const PRODUCT_COLUMNS = productColumns;
export type StoredProduct = Pick<typeof products.$inferSelect, keyof typeof PRODUCT_COLUMNS>;
