// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FALLBACK_BLOG_TITLE, articleBodyHtml, firstImage, parseArticle as parse, plainTextSnippet, titleFromArticle, withoutFirstH1 } from './blogHtml';

describe('firstImage', () => {
  it('finds the first image anywhere in the article', () => {
    const html = '<h1>T</h1><p>Intro</p><p><em><img src="/media/blogs/a.svg" alt="A"></em></p><img src="/media/blogs/b.svg">';
    expect(firstImage(parse(html))).toBe('/media/blogs/a.svg');
  });

  it('gives undefined without an image with a source', () => {
    expect(firstImage(parse('<p>No pictures here.</p><img alt="no source">'))).toBeUndefined();
  });
});

describe('titleFromArticle', () => {
  it('takes the text of the first h1, entities decoded and whitespace collapsed', () => {
    const html = '<p>x</p><h1>\n  Spikes &amp; <em>Nets</em>:\n  which?</h1><h1>Second</h1>';
    expect(titleFromArticle(parse(html))).toBe('Spikes & Nets: which?');
  });

  it("falls back to 'Blog Title' without an h1 or with an empty one", () => {
    expect(titleFromArticle(parse('<h2>Not a title</h2>'))).toBe(FALLBACK_BLOG_TITLE);
    expect(titleFromArticle(parse('<h1> <img src="/a.png" alt="x"> </h1>'))).toBe('Blog Title');
    expect(titleFromArticle(parse(''), 'Stored title')).toBe('Stored title');
  });
});

describe('withoutFirstH1', () => {
  it('removes the first h1 only, wherever it is, and leaves the article it was given alone', () => {
    const article = parse('<blockquote><h1>Title</h1><p>By us</p></blockquote><p>Body &lt;b&gt; &amp; more</p><h1>Keep</h1>');
    expect(withoutFirstH1(article).innerHTML).toBe('<blockquote><p>By us</p></blockquote><p>Body &lt;b&gt; &amp; more</p><h1>Keep</h1>');
    expect(article.querySelectorAll('h1')).toHaveLength(2);
  });
});

describe('articleBodyHtml', () => {
  it('leaves out the title and makes any other h1 a section heading, so the page keeps one h1', () => {
    expect(articleBodyHtml('<h1>Title</h1><p>x</p><h1>Part <em>two</em></h1>')).toBe('<p>x</p><h2>Part <em>two</em></h2>');
  });

  it('loads the first image eagerly and first, the others lazily, from where the API serves them', () => {
    const html = '<h1>T</h1><img src="/media/a.svg" alt="a"><p><img src="https://cdn.example.com/b.jpg" alt="b"></p>';
    const resolveImageSrc = (src: string) => (src.startsWith('/') ? `https://api.example.com${src}` : src);
    const body = parse(articleBodyHtml(html, { resolveImageSrc }));
    const [first, second] = Array.from(body.querySelectorAll('img'));
    expect(first?.getAttribute('src')).toBe('https://api.example.com/media/a.svg');
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(second?.getAttribute('src')).toBe('https://cdn.example.com/b.jpg');
    expect(second?.getAttribute('loading')).toBe('lazy');
    expect(second?.hasAttribute('fetchpriority')).toBe(false);
    expect(second?.getAttribute('decoding')).toBe('async');
  });
});

describe('plainTextSnippet', () => {
  const snippetOf = (html: string, maxLength?: number) => plainTextSnippet(parse(html), maxLength);

  it('strips tags, decodes entities, keeps blocks apart and appends ...', () => {
    const html = '<h2>Why</h2><p>Pigeons&nbsp;love <strong>ledges</strong> &amp; balconies.</p><ul><li>One</li><li>Two</li></ul>';
    expect(snippetOf(html)).toBe('Why Pigeons love ledges & balconies. One Two...');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const snippet = snippetOf(`<p>${words}</p>`);
    expect(snippet.endsWith('...')).toBe(true);
    const text = snippet.slice(0, -3);
    expect(text.length).toBeLessThanOrEqual(250);
    expect(text.length).toBeGreaterThan(200);
    expect(words.startsWith(`${text} `)).toBe(true);
  });

  it('cuts a single very long word hard at the limit', () => {
    expect(snippetOf(`<p>${'a'.repeat(400)}</p>`)).toBe(`${'a'.repeat(250)}...`);
  });

  it('keeps a text that is exactly at the limit whole', () => {
    const text = `${'a'.repeat(120)} ${'b'.repeat(129)}`;
    expect(text).toHaveLength(250);
    expect(snippetOf(`<p>${text} tail</p>`)).toBe(`${text}...`);
  });

  it('never ends on half an emoji, a full stop or a comma', () => {
    expect(snippetOf(`<p>${'a'.repeat(249)}🐦 more</p>`)).toBe(`${'a'.repeat(249)}...`);
    expect(snippetOf('<p>Short, and done.</p>')).toBe('Short, and done...');
    expect(snippetOf(`<p>${'a'.repeat(220)}, ${'b'.repeat(40)}</p>`)).toBe(`${'a'.repeat(220)}...`);
  });

  it('gives nothing for an article without text', () => {
    expect(snippetOf('<p> <img src="/a.png"> </p>')).toBe('');
  });
});
