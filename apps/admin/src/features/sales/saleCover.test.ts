import { describe, expect, it } from 'vitest';
import { salesCopy } from '../../copy/sales';
import { saleCoverText } from './saleCover';

const categories = new Map([
  [4, 'Bird Spikes'],
  [2, 'Bird Nets'],
]);

describe('what a sale covers, in words', () => {
  it('counts the products and names the categories in the shop’s order', () => {
    expect(saleCoverText({ product_ids: [9, 12, 30], category_ids: [2] }, categories, salesCopy)).toBe('3 products, Bird Nets');
    expect(saleCoverText({ product_ids: [], category_ids: [2, 4] }, categories, salesCopy)).toBe('Bird Spikes, Bird Nets');
    expect(saleCoverText({ product_ids: [9], category_ids: [] }, categories, salesCopy)).toBe('1 product');
  });

  it('still counts a category the shop no longer lists, and says so', () => {
    expect(saleCoverText({ product_ids: [], category_ids: [4, 99] }, categories, salesCopy)).toBe('Bird Spikes, a removed category');
  });
});
