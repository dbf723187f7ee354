import { describe, expect, it } from 'vitest';
import { sanitizeBlogHtml } from './sanitizeBlogHtml';
import { parseHtmlForTests as parse } from './testing/parseHtmlForTests';

const clean = (html: string, options: Parameters<typeof sanitizeBlogHtml>[1] = {}) => sanitizeBlogHtml(html, { parse, ...options });

describe('sanitizeBlogHtml', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h1>T</h1><h2>A</h2><h3>B</h3><p>Text <strong>bold</strong> <em>it</em><br>line</p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
  });

  it('drops an image event handler and keeps the image', () => {
    expect(clean('<img src="/media/a.svg" alt="A net" onerror="alert(1)">')).toBe(
      '<img src="/media/a.svg" alt="A net" loading="lazy" decoding="async">',
    );
  });

  it('drops every attribute not on the allow-list', () => {
    expect(clean('<p style="position:fixed" class="x" onclick="steal()" id="main">Hi</p>')).toBe('<p>Hi</p>');
    expect(clean('<a href="/products" onmouseover="x()" target="_blank" style="x">Shop</a>')).toBe(
      '<a href="/products" rel="noopener">Shop</a>',
    );
  });

  it('turns javascript:, data: and vbscript: links into plain text, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java&#x73;cript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
    ]) {
      expect(clean(`<p><a href="${href}">Click</a></p>`), href).toBe('<p>Click</p>');
    }
  });

  it('keeps http, https and relative links with rel="noopener"', () => {
    expect(clean('<a href="https://example.com/x?a=1&amp;b=2">e</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener">e</a>',
    );
    expect(clean('<a href="http://example.com">e</a><a href="/category/Bird%20Spikes">c</a><a href="#step-2">s</a>')).toBe(
      '<a href="http://example.com" rel="noopener">e</a><a href="/category/Bird%20Spikes" rel="noopener">c</a><a href="#step-2" rel="noopener">s</a>',
    );
    expect(clean('<a>No href</a> <a href="mailto:x@example.com">mail</a>')).toBe('No href mail');
  });

  it('removes scripts, styles and embedded documents with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>body{display:none}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<iframe src="https://evil.example"></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(clean('<iframe srcdoc="<script>alert(1)</script>">fallback</iframe>')).toBe('');
    expect(clean('<object data="x.swf"><embed src="x.swf"></object><svg onload="alert(1)"><script>1</script></svg>')).toBe('');
    expect(clean('<template><img src=x onerror=alert(1)></template><noscript><p>n</p></noscript>')).toBe('');
  });

  it('unwraps unknown tags but keeps their text, and reads <b>/<i> as <strong>/<em>', () => {
    expect(clean('<div class="x"><span>Hello</span> <b>big</b> <i>slanted</i> <u>under</u></div>')).toBe(
      'Hello <strong>big</strong> <em>slanted</em> under',
    );
    expect(clean('<form action="/steal"><input name="card"><button>Pay</button></form><p>ok</p>')).toBe('Pay<p>ok</p>');
  });

  it('escapes text so it can never become markup', () => {
    expect(clean('<p>&lt;img src=x onerror=alert(1)&gt; &amp; 5 &gt; 3</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; 5 &gt; 3</p>');
    expect(clean('<img src="/a.png" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="/a.png" alt="&quot; onerror=&quot;alert(1)" loading="lazy" decoding="async">',
    );
  });

  it('keeps images that are relative or https, and drops the others', () => {
    expect(clean('<img src="https://cdn.example.com/a.jpg" alt="a">')).toContain('src="https://cdn.example.com/a.jpg"');
    for (const src of ['http://example.com/a.jpg', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', '/\\evil.example/a.png', '']) {
      expect(clean(`<p><img src="${src}" alt="a"></p>`), src).toBe('<p></p>');
    }
  });

  it('gives images an empty alt when they have none, and keeps numeric sizes only', () => {
    expect(clean('<img src="/a.png" width="1200" height="630">')).toBe(
      '<img src="/a.png" alt="" width="1200" height="630" loading="lazy" decoding="async">',
    );
    expect(clean('<img src="/a.png" width="100%" height="1e9">')).toBe('<img src="/a.png" alt="" loading="lazy" decoding="async">');
  });

  it('loads the first image eagerly when asked, and resolves image paths', () => {
    const html = '<img src="/media/a.svg" alt="a"><img src="/media/b.svg" alt="b">';
    expect(clean(html, { eagerFirstImage: true, resolveImageSrc: (src) => `https://api.example.com${src}` })).toBe(
      '<img src="https://api.example.com/media/a.svg" alt="a" loading="eager" fetchpriority="high" decoding="async">' +
        '<img src="https://api.example.com/media/b.svg" alt="b" loading="lazy" decoding="async">',
    );
  });

  it('turns h1s into h2s when asked, so the page keeps one h1', () => {
    expect(clean('<h1>Part one</h1><p>x</p><h1>Part two</h1>', { demoteH1: true })).toBe('<h2>Part one</h2><p>x</p><h2>Part two</h2>');
  });

  it('drops comments', () => {
    expect(clean('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
  });
});
