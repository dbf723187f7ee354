import type { Product } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { biggestDiscounts } from './biggestDiscounts';

/** Only the fields the sort reads matter; the rest are filler. */
const product = (id: number, price: number, max_price: number) => ({ id, slug: `p-${id}`, title: `Product ${id}`, price, max_price, sale: null }) as Product;

const onSale = (id: number, price: number, max_price: number): Product => ({
  ...product(id, price, max_price),
  sale: { id: 3, name: 'Monsoon sale', ends_at: '2026-11-30T18:29:00.000Z', regular_price: max_price },
});

const ids = (entries: ReturnType<typeof biggestDiscounts>) => entries.map((entry) => entry.product.id);

describe('biggestDiscounts', () => {
  it('sorts by percent off, biggest first, with the rounded percentage the cards show', () => {
    const products = [product(1, 899, 1199), product(2, 699, 999), product(3, 6499, 7499), product(4, 199, 279)];
    expect(biggestDiscounts(products, 10)).toEqual([
      { product: products[1], percentOff: 30 },
      { product: products[3], percentOff: 29 },
      { product: products[0], percentOff: 25 },
      { product: products[2], percentOff: 13 },
    ]);
  });

  it('rounds half up, like the badge: 12.5% is 13%', () => {
    expect(biggestDiscounts([product(1, 700, 800)], 1)[0]?.percentOff).toBe(13);
  });

  it('leaves out products at or above their M.R.P., or without one', () => {
    const products = [product(1, 500, 500), product(2, 600, 500), product(3, 500, 0), product(4, 400, 500)];
    expect(ids(biggestDiscounts(products, 10))).toEqual([4]);
  });

  it('leaves out products on sale: their price is not an everyday one', () => {
    const products = [product(1, 900, 1000), onSale(2, 500, 1000)];
    expect(ids(biggestDiscounts(products, 10))).toEqual([1]);
  });

  it('keeps the catalogue order among equal discounts', () => {
    const products = [product(1, 75, 100), product(2, 50, 100), product(3, 750, 1000), product(4, 150, 200)];
    expect(ids(biggestDiscounts(products, 10))).toEqual([2, 1, 3, 4]);
  });

  it('returns at most `limit` products, and none for an empty catalogue', () => {
    const products = Array.from({ length: 12 }, (_, index) => product(index + 1, 100 - index, 100));
    expect(ids(biggestDiscounts(products, 3))).toEqual([12, 11, 10]);
    expect(biggestDiscounts([], 8)).toEqual([]);
    expect(biggestDiscounts(products, 0)).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    const products = [product(1, 90, 100), product(2, 50, 100)];
    biggestDiscounts(products, 2);
    expect(products.map((entry) => entry.id)).toEqual([1, 2]);
  });
});
