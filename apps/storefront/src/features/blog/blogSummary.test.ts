// @vitest-environment happy-dom
import type { Blog } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { blogSummary, recentPosts } from './blogSummary';

const blog = (overrides: Partial<Blog> = {}): Blog => ({
  id: 1,
  slug: 'spikes-vs-nets',
  title: 'Stored title',
  content: '<h1>Spikes vs Nets</h1><p><img src="/media/blogs/a.svg" alt="a"></p><p>Both are humane.</p>',
  created_at: '2025-06-02T00:00:00.000Z',
  ...overrides,
});

describe('blogSummary', () => {
  it('takes the title from the h1, the first image, and a snippet without the title', () => {
    expect(blogSummary(blog())).toEqual({
      slug: 'spikes-vs-nets',
      title: 'Spikes vs Nets',
      publishedAt: '2025-06-02T00:00:00.000Z',
      image: '/media/blogs/a.svg',
      snippet: 'Both are humane...',
    });
  });

  it('falls back to the stored title, then to the product brief\'s', () => {
    expect(blogSummary(blog({ content: '<p>x</p>' })).title).toBe('Stored title');
    expect(blogSummary(blog({ content: '<p>x</p>', title: ' ' })).title).toBe('Blog Title');
  });
});

describe('recentPosts', () => {
  const list = Array.from({ length: 9 }, (_, index) => ({ slug: `post-${index}` }));

  it('leaves out the article being read and keeps at most the limit, in order', () => {
    expect(recentPosts(list, 'post-1', 6).map((post) => post.slug)).toEqual(['post-0', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6']);
    expect(recentPosts(list.slice(0, 3), 'post-0', 6).map((post) => post.slug)).toEqual(['post-1', 'post-2']);
  });
});
