import { describe, expect, it } from 'vitest';
import { FALLBACK_BLOG_TITLE, firstImage, plainTextSnippet, titleFromHtml, withoutFirstH1 } from './blogHtml';
import { parseHtmlForTests as parse } from './testing/parseHtmlForTests';

describe('firstImage', () => {
  it('finds the first image anywhere in the article', () => {
    const html = '<h1>T</h1><p>Intro</p><p><em><img src="/media/blogs/a.svg" alt="A"></em></p><img src="/media/blogs/b.svg">';
    expect(firstImage(html, parse)).toBe('/media/blogs/a.svg');
  });

  it('skips images the article could not show and gives undefined without one', () => {
    expect(firstImage('<img src="javascript:alert(1)"><img src=" https://cdn.example.com/b.jpg ">', parse)).toBe(
      'https://cdn.example.com/b.jpg',
    );
    expect(firstImage('<img src="data:image/png;base64,AAAA"><img>', parse)).toBeUndefined();
    expect(firstImage('<p>No pictures here.</p>', parse)).toBeUndefined();
  });

  it('does not take an image from inside a script or a template', () => {
    expect(firstImage('<template><img src="/a.png"></template><script>"<img src=/b.png>"</script>', parse)).toBeUndefined();
  });
});

describe('titleFromHtml', () => {
  it('takes the text of the first h1, entities decoded and whitespace collapsed', () => {
    const html = '<p>x</p><h1>\n  Spikes &amp; <em>Nets</em>:\n  which?</h1><h1>Second</h1>';
    expect(titleFromHtml(html, undefined, parse)).toBe('Spikes & Nets: which?');
  });

  it("falls back to 'Blog Title' without an h1 or with an empty one", () => {
    expect(titleFromHtml('<h2>Not a title</h2>', undefined, parse)).toBe(FALLBACK_BLOG_TITLE);
    expect(titleFromHtml('<h1> <img src="/a.png" alt="x"> </h1>', undefined, parse)).toBe('Blog Title');
    expect(titleFromHtml('', 'Stored title', parse)).toBe('Stored title');
  });
});

describe('withoutFirstH1', () => {
  it('removes the first h1 only, wherever it is, and keeps everything else', () => {
    const html = '<header><h1>Title</h1><p>By us</p></header><p>Body &lt;b&gt; &amp; more</p><h1>Keep</h1>';
    expect(withoutFirstH1(html, parse)).toBe('<header><p>By us</p></header><p>Body &lt;b&gt; &amp; more</p><h1>Keep</h1>');
  });

  it('returns the article unchanged without an h1, and drops comments', () => {
    expect(withoutFirstH1('<p class="x">a<br>b</p><!-- note -->', parse)).toBe('<p class="x">a<br>b</p>');
  });
});

describe('plainTextSnippet', () => {
  it('strips tags, decodes entities, keeps blocks apart and appends ...', () => {
    const html = '<h2>Why</h2><p>Pigeons&nbsp;love <strong>ledges</strong> &amp; balconies.</p><ul><li>One</li><li>Two</li></ul>';
    expect(plainTextSnippet(html, 250, parse)).toBe('Why Pigeons love ledges & balconies. One Two...');
  });

  it('leaves out script and style text', () => {
    expect(plainTextSnippet('<style>p{color:red}</style><p>Hello</p><script>alert(1)</script>', 250, parse)).toBe('Hello...');
  });

  it('cuts long text at a word boundary within the limit', () => {
    const words = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const snippet = plainTextSnippet(`<p>${words}</p>`, 250, parse);
    expect(snippet.endsWith('...')).toBe(true);
    const text = snippet.slice(0, -3);
    expect(text.length).toBeLessThanOrEqual(250);
    expect(text.length).toBeGreaterThan(200);
    expect(words.startsWith(`${text} `)).toBe(true);
  });

  it('cuts a single very long word hard at the limit', () => {
    const snippet = plainTextSnippet(`<p>${'a'.repeat(400)}</p>`, 250, parse);
    expect(snippet).toBe(`${'a'.repeat(250)}...`);
  });

  it('keeps a text that is exactly at the limit whole', () => {
    const text = `${'a'.repeat(120)} ${'b'.repeat(129)}`;
    expect(text).toHaveLength(250);
    expect(plainTextSnippet(`<p>${text} tail</p>`, 250, parse)).toBe(`${text}...`);
  });

  it('never ends on half an emoji, a full stop or a comma', () => {
    const emoji = plainTextSnippet(`<p>${'a'.repeat(249)}🐦 more</p>`, 250, parse);
    expect(emoji).toBe(`${'a'.repeat(249)}...`);
    expect(plainTextSnippet('<p>Short, and done.</p>', 250, parse)).toBe('Short, and done...');
    expect(plainTextSnippet(`<p>${'a'.repeat(220)}, ${'b'.repeat(40)}</p>`, 250, parse)).toBe(`${'a'.repeat(220)}...`);
  });

  it('gives nothing for an article without text', () => {
    expect(plainTextSnippet('<p> <img src="/a.png"> </p>', 250, parse)).toBe('');
  });
});
