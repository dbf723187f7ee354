import type { Product } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { productsInSale, type LiveSale } from './liveSales';

const monsoon: LiveSale = { id: 3, name: 'Monsoon sale', percent_off: 20, amount_off_paise: null, ends_at: '2026-11-30T18:29:00.000Z' };
const diwali: LiveSale = { id: 4, name: 'Diwali sale', percent_off: null, amount_off_paise: 20000, ends_at: '2026-12-05T18:29:00.000Z' };

/** Only the fields the grouping reads matter; the rest are filler. */
const product = (id: number, sale: LiveSale | null) =>
  ({ id, slug: `p-${id}`, title: `Product ${id}`, sale: sale && { id: sale.id, name: sale.name, ends_at: sale.ends_at, regular_price: 1000 } }) as Product;

describe('productsInSale', () => {
  it('keeps the products the sale prices, in the list’s order', () => {
    const products = [product(1, diwali), product(2, monsoon), product(3, null), product(4, monsoon)];
    expect(productsInSale(products, monsoon).map((entry) => entry.id)).toEqual([2, 4]);
    expect(productsInSale(products, diwali).map((entry) => entry.id)).toEqual([1]);
  });

  it('tells apart sales of the same name and end', () => {
    const twin = { ...monsoon, id: 5 };
    expect(productsInSale([product(1, twin), product(2, monsoon)], monsoon).map((entry) => entry.id)).toEqual([2]);
  });
});
