/**
 * The price a product sells at, at a moment: its own, or the lowest that a sale live then makes of it.
 * One SQL expression, which every query that shows, sorts, filters or charges a price reads, so the cards,
 * the product page, the listing's order and price filter, the cart and the order always agree.
 *
 * A percentage off rounds the discount to the nearest paisa (halves up); an amount off is taken whole. A
 * price never falls below ₹1 (staff cannot schedule an amount off as large as a price it covers, but a
 * price may be lowered after the sale is saved).
 */
import type { LanguageCode } from '@shop/rules/languages';
import { sql, type SQL } from 'drizzle-orm';
import { translatedTextsOf } from '../translations';

/**
 * Columns written out with their table: Drizzle leaves the table off a column when a query reads one
 * table, and these expressions are subqueries of queries that read others.
 */
const PRODUCT_ID = sql.raw('"products"."id"');
const PRODUCT_PRICE = sql.raw('"products"."price_paise"');
/** A variant's own price, for queries that read variants joined to their product (the sale covers the product). */
export const VARIANT_PRICE = sql.raw('"product_variants"."price_paise"');
const PRODUCT_CATEGORY = sql.raw('"products"."category_id"');
const sales = {
  table: sql.raw('"sales"'),
  id: sql.raw('"sales"."id"'),
  name: sql.raw('"sales"."name"'),
  percentOff: sql.raw('"sales"."percent_off"'),
  amountOffPaise: sql.raw('"sales"."amount_off_paise"'),
  startsAt: sql.raw('"sales"."starts_at"'),
  endsAt: sql.raw('"sales"."ends_at"'),
};

const MINIMUM_PRICE_PAISE = 100;

/** A live sale's price of `price` (the product's, or one of its variants'), as an expression over `sales`. */
const salePriceOf = (price: SQL) => sql`greatest(case
    when ${sales.percentOff} is not null then ${price} - ((${price}::bigint * ${sales.percentOff} + 50) / 100)
    else ${price} - ${sales.amountOffPaise}
  end, ${sql.raw(String(MINIMUM_PRICE_PAISE))})`;
const salePrice = salePriceOf(PRODUCT_PRICE);

/** The sale is live at `at`: started, not yet ended. */
export function liveAt(at: Date): SQL {
  return sql`${sales.startsAt} <= ${at.toISOString()}::timestamptz and ${sales.endsAt} > ${at.toISOString()}::timestamptz`;
}

/** The sale covers the product of the row: by name, or through its category. */
const coversProduct = sql`(exists (select 1 from "sale_products" where "sale_products"."sale_id" = ${sales.id} and "sale_products"."product_id" = ${PRODUCT_ID})
  or exists (select 1 from "sale_categories" where "sale_categories"."sale_id" = ${sales.id} and "sale_categories"."category_id" = ${PRODUCT_CATEGORY}))`;

/** What a product row's best live sale gives, as a column: its price, name and end; null outside any sale. */
export interface StoredSalePrice {
  id: number;
  pricePaise: number;
  name: string;
  endsAt: string;
}

/** The sale's name in `language` where staff translated it, else as they named it. */
function saleNameIn(language: LanguageCode): SQL {
  return language === 'en' ? sales.name : sql`coalesce(${translatedTextsOf('sale', sales.id, language)} ->> 'name', ${sales.name})`;
}

/**
 * The best live sale of the product row at `at` (lowest price, then the soonest to end), or null; its name in
 * `language` where staff translated it.
 */
export function bestSaleAt(at: Date, language: LanguageCode = 'en'): SQL<StoredSalePrice | null> {
  return sql<StoredSalePrice | null>`(select json_build_object('id', ${sales.id}, 'pricePaise', ${salePrice}, 'name', ${saleNameIn(language)}, 'endsAt', ${sales.endsAt})
    from ${sales.table}
    where ${liveAt(at)} and ${coversProduct}
    order by ${salePrice}, ${sales.endsAt}, ${sales.id}
    limit 1)`;
}

/**
 * The price the product row sells at, at `at`, in paise; or, given a variant's `price` (VARIANT_PRICE, with
 * the variant's product joined), the price that variant sells at: a sale of the product covers each of its variants.
 */
export function sellingPriceAt(at: Date, price: SQL = PRODUCT_PRICE): SQL<number> {
  const onSale = salePriceOf(price);
  return sql<number>`coalesce((select ${onSale} from ${sales.table} where ${liveAt(at)} and ${coversProduct} order by 1 limit 1), ${price})`.mapWith(Number);
}

/** A sale's price of a variant with its window, as a merchant feed announces it ahead. */
export interface AnnouncedSale {
  pricePaise: number;
  startsAt: string;
  endsAt: string;
}

/**
 * The sale a feed announces for the variant of the row at `at` (VARIANT_PRICE, with its product joined): the
 * best one live then, else the next one scheduled (the soonest to start, then the lowest price); null when none
 * is live or to come. A sale over is never announced: a shopping site shows its price only inside the window.
 */
export function announcedSaleAt(at: Date): SQL<AnnouncedSale | null> {
  const onSale = salePriceOf(VARIANT_PRICE);
  return sql<AnnouncedSale | null>`(select json_build_object('pricePaise', ${onSale}, 'startsAt', ${sales.startsAt}, 'endsAt', ${sales.endsAt})
    from ${sales.table}
    where ${sales.endsAt} > ${at.toISOString()}::timestamptz and ${coversProduct}
    order by ${sales.startsAt} > ${at.toISOString()}::timestamptz, case when ${sales.startsAt} > ${at.toISOString()}::timestamptz then ${sales.startsAt} end, ${onSale}, ${sales.endsAt}, ${sales.id}
    limit 1)`;
}
