import { describe, expect, it } from 'vitest';
import { averageRating } from '../src/catalog/reshape';
import { blogTitleFromHtml } from '../src/content/blog-title';

describe('averageRating', () => {
  it.each([
    [[], '0.0'],
    [[5], '5.0'],
    [[5, 4, 4], '4.3'],
    [[4, 5, 5, 4], '4.5'],
    [[1, 2], '1.5'],
    [[5, 5, 5, 4], '4.8'], // 4.75 rounds half up
    [[3, 4, 5, 5, 4, 4, 5, 3], '4.1'], // 4.125
  ])('of %j is %s', (ratings, expected) => {
    expect(averageRating(ratings)).toBe(expected);
  });
});

describe('blogTitleFromHtml', () => {
  it('takes the text of the first h1', () => {
    expect(blogTitleFromHtml('<p>intro</p><h1 class="x">Bird <b>spikes</b>\n 101</h1><h1>Second</h1>')).toBe('Bird spikes 101');
  });
  it('decodes entities', () => {
    expect(blogTitleFromHtml('<h1>Nets &amp; spikes &#8211; a guide&#x21;</h1>')).toBe('Nets & spikes – a guide!');
  });
  it('falls back like the storefront does', () => {
    expect(blogTitleFromHtml('<h2>No main heading</h2>')).toBe('Blog Title');
    expect(blogTitleFromHtml('<h1>  </h1>')).toBe('Blog Title');
  });
});
