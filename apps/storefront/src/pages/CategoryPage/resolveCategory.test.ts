import { describe, expect, it } from 'vitest';
import { resolveCategory } from './resolveCategory';

const categories = [
  { id: 1, category_name: 'Bird Spikes', display_name: 'Bird Spikes' },
  { id: 2, category_name: 'Bird Nets', display_name: 'Bird Nets' },
  { id: 3, category_name: 'Accessories', display_name: 'Accessories' },
  { id: 4, category_name: 'Monkey Spikes', display_name: 'Monkey Spikes' },
];

describe('resolveCategory', () => {
  it('finds a category by its name', () => {
    expect(resolveCategory('Bird Nets', categories)).toEqual({ id: 2, category_name: 'Bird Nets', display_name: 'Bird Nets' });
  });

  it('ignores case, outer spaces and the separators of hand-typed or slug-like links', () => {
    for (const param of ['bird nets', ' BIRD NETS ', 'bird-nets', 'Bird+Nets', 'bird_nets'])
      expect(resolveCategory(param, categories)?.id).toBe(2);
  });

  it('takes a number as the category id (old links such as /category/1 still land)', () => {
    expect(resolveCategory('1', categories)?.category_name).toBe('Bird Spikes');
    expect(resolveCategory('4', categories)?.category_name).toBe('Monkey Spikes');
  });

  it('prefers a category whose name is that number', () => {
    expect(resolveCategory('2', [...categories, { id: 9, category_name: '2', display_name: '2' }])?.id).toBe(9);
  });

  it('finds nothing for an unknown name or id', () => {
    expect(resolveCategory('Kites', categories)).toBeUndefined();
    expect(resolveCategory('99', categories)).toBeUndefined();
    expect(resolveCategory('', categories)).toBeUndefined();
    expect(resolveCategory('1.5', categories)).toBeUndefined();
  });
});
