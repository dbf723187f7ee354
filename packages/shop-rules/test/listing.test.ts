import { describe, expect, it } from 'vitest';
import { isSortKey } from '../src/listing';

describe('isSortKey', () => {
  it('knows the four keys and nothing else', () => {
    for (const key of ['default', 'name-asc', 'price-asc', 'price-desc']) expect(isSortKey(key)).toBe(true);
    for (const key of ['', 'price', 'name-desc', 'DEFAULT']) expect(isSortKey(key)).toBe(false);
  });
});
