import { describe, expect, it } from 'vitest';
import { describeRange } from './describeRange';

const orders = { one: 'order', other: 'orders' };

describe('describeRange', () => {
  it('gives the items on this page and the total', () => {
    expect(describeRange({ page: 3, pageSize: 20, totalItems: 236, itemName: orders })).toBe('41–60 of 236 orders');
  });

  it('ends the last page at the total', () => {
    expect(describeRange({ page: 12, pageSize: 20, totalItems: 236, itemName: orders })).toBe('221–236 of 236 orders');
  });

  it('groups large numbers the Indian way', () => {
    expect(describeRange({ page: 1, pageSize: 50, totalItems: 125000, itemName: orders })).toBe('1–50 of 1,25,000 orders');
  });

  it('gives only the total without a page size, and in the singular for one', () => {
    expect(describeRange({ page: undefined, pageSize: undefined, totalItems: 1, itemName: orders })).toBe('1 order');
    expect(describeRange({ page: 1, pageSize: 20, totalItems: 0, itemName: orders })).toBe('0 orders');
  });

  it('says nothing without a total (cursor paging)', () => {
    expect(describeRange({ page: undefined, pageSize: undefined, totalItems: undefined, itemName: orders })).toBeUndefined();
  });
});
