import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml as clean } from '../src/content/sanitize-html';

describe('sanitizeRichHtml', () => {
  it('keeps the allowed structure, and reads <b>/<i> as <strong>/<em>', () => {
    const html = '<h1>T</h1><h2>A</h2><h3>B</h3><p>Text <strong>bold</strong> <em>it</em></p><ul><li>x</li></ul><ol><li>y</li></ol><blockquote>q</blockquote>';
    expect(clean(html)).toBe(html);
    expect(clean('<p><b>big</b> <i>slanted</i></p>')).toBe('<p><strong>big</strong> <em>slanted</em></p>');
    expect(clean('<table><tr><th scope="col">Net</th></tr><tr><td colspan="2">25 mm</td></tr></table>')).toBe(
      '<table><tr><th scope="col">Net</th></tr><tr><td colspan="2">25 mm</td></tr></table>',
    );
  });

  it('drops event handlers, style, class and id, and keeps the element', () => {
    expect(clean('<img src="/media/a.svg" alt="A net" onerror="alert(1)" onload="alert(1)">')).toBe('<img src="/media/a.svg" alt="A net" />');
    expect(clean('<p style="position:fixed" class="x" onclick="steal()" onmouseover="x()" id="main">Hi</p>')).toBe('<p>Hi</p>');
  });

  it('removes the href of javascript:, data: and vbscript: links, however they are disguised', () => {
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
      const cleaned = clean(`<p><a href="${href}">Click</a></p>`);
      expect(cleaned, href).not.toContain('href');
      expect(cleaned, href).toContain('Click');
    }
  });

  it('keeps http, https, relative, mailto and tel links, each with rel="noopener"', () => {
    const html =
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="opener">e</a><a href="http://example.com">h</a>' +
      '<a href="/category/Bird%20Spikes">c</a><a href="#step-2">s</a><a href="mailto:care@birdshield.in">m</a><a href="tel:+919876543210">t</a>';
    expect(clean(html)).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener">e</a><a href="http://example.com" rel="noopener">h</a>' +
        '<a href="/category/Bird%20Spikes" rel="noopener">c</a><a href="#step-2" rel="noopener">s</a>' +
        '<a href="mailto:care@birdshield.in" rel="noopener">m</a><a href="tel:+919876543210" rel="noopener">t</a>',
    );
  });

  it('removes scripts, styles and embedded documents with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>body{display:none}</style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(clean('<iframe src="https://evil.example"></iframe><p>after</p>')).toBe('<p>after</p>');
    expect(clean('<iframe srcdoc="<script>alert(1)</script>">fallback</iframe>')).toBe('');
    expect(clean('<object data="x.swf"><embed src="x.swf"></object><svg onload="alert(1)"><script>1</script></svg>')).toBe('');
    expect(clean('<template><img src=x onerror=alert(1)></template><noscript><p>n</p></noscript>')).toBe('');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(clean('<div class="x"><span>Hello</span> <u>under</u></div>')).toBe('Hello under');
    expect(clean('<form action="/steal"><input name="card"><button>Pay</button></form><p>ok</p>')).toBe('Pay<p>ok</p>');
  });

  it('escapes text and attributes so they can never become markup', () => {
    expect(clean('<p>&lt;img src=x onerror=alert(1)&gt; &amp; 5 &gt; 3</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt; &amp; 5 &gt; 3</p>');
    expect(clean('<img src="/a.png" alt="&quot; onerror=&quot;alert(1)">')).toBe('<img src="/a.png" alt="&quot; onerror=&quot;alert(1)" />');
  });

  it('keeps images that are relative or https, and drops the others whole', () => {
    expect(clean('<img src="https://cdn.example.com/a.jpg" alt="a">')).toBe('<img src="https://cdn.example.com/a.jpg" alt="a" />');
    for (const src of ['http://example.com/a.jpg', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/a.png', '/\\evil.example/a.png', '']) {
      expect(clean(`<p><img src="${src}" alt="a"></p>`), src).toBe('<p></p>');
    }
  });

  it('keeps numeric image sizes only', () => {
    expect(clean('<img src="/a.png" width="1200" height="630">')).toBe('<img src="/a.png" width="1200" height="630" />');
    expect(clean('<img src="/a.png" width="100%" height="1e9">')).toBe('<img src="/a.png" />');
  });

  it('drops comments', () => {
    expect(clean('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
  });

  it('gives clean HTML back unchanged, so cleaning stored rows again changes nothing', () => {
    const once = clean('<h1>T</h1><p style="x">A <a href="/p" onclick="x()">link</a> <img src="/a.png" alt="a" width="10"><br></p>');
    expect(clean(once)).toBe(once);
  });
});
