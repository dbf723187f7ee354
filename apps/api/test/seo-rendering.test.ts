/** The domain-free pieces behind the crawler pages: escaping, the index.html template, sitemap, article text. */
import { describe, expect, it } from 'vitest';
import { firstImageSource, plainTextFromHtml, snippet } from '../src/content/html-text';
import { escapeHtml, jsonForScript } from '../src/seo/escape';
import { renderHead, type PageHead } from '../src/seo/head';
import { SHOP_LANGUAGES } from '@shop/rules/languages';
import { parseIndexTemplate } from '../src/seo/index-template';
import { headInLanguage } from '../src/seo/languages';
import { renderSitemap } from '../src/seo/sitemap';

const HEAD: PageHead = {
  title: 'Spikes',
  description: 'Humane spikes.',
  url: 'https://shop.example.test/products/spikes',
  imageUrl: 'https://shop.example.test/media/spikes.png',
  type: 'product',
  twitterCard: 'summary',
  siteName: 'BirdShield India',
  locale: 'en_IN',
};

describe('escaping', () => {
  it('makes text safe in HTML content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('writes JSON that cannot close its script element and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderHead', () => {
  it('writes a canonical link for indexable pages and noindex, without one, for the others', () => {
    expect(renderHead(HEAD)).toContain('<link rel="canonical" href="https://shop.example.test/products/spikes">');
    const hidden = renderHead({ ...HEAD, noindex: true });
    expect(hidden).toContain('<meta name="robots" content="noindex">');
    expect(hidden).not.toContain('rel="canonical"');
    expect(hidden).toContain('<meta property="og:url" content="https://shop.example.test/products/spikes">');
  });

  it('writes each structured data object in its own script', () => {
    const html = renderHead({ ...HEAD, structuredData: [{ '@type': 'A' }, { '@type': 'B' }] });
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(2);
  });
});

describe('the index.html template', () => {
  it('replaces the per-page elements of the head and keeps everything else in place', () => {
    const template = parseIndexTemplate(
      [
        '<!doctype html>',
        '<html><head>',
        '  <meta charset="utf-8">',
        '  <title>Old</title>',
        "  <meta name='description' content='Old'>",
        '  <meta property="og:title" content="Old">',
        '  <meta name="twitter:card" content="summary">',
        '  <link rel="canonical" href="/old">',
        '  <script type="application/ld+json">{"old":true}</script>',
        '  <link rel="icon" href="/favicon.svg">',
        '  <script type="module" src="/assets/app.js"></script>',
        '  </head>',
        '<body><title>not in the head</title></body></html>',
      ].join('\n'),
    );
    const page = template.render('<title>New</title>\n');
    expect(page).toBe(
      [
        '<!doctype html>',
        '<html><head>',
        '  <meta charset="utf-8">',
        '  <link rel="icon" href="/favicon.svg">',
        '  <script type="module" src="/assets/app.js"></script>',
        '<title>New</title>',
        '  </head>',
        '<body><title>not in the head</title></body></html>',
      ].join('\n'),
    );
  });

  it('puts a server-rendered page into #root, its state after it, and the theme on <html>', () => {
    const template = parseIndexTemplate(
      [
        '<!doctype html>',
        '<html lang="en-IN"><head><title>Old</title>',
        '<script type="module" crossorigin src="/assets/index.js"></script>',
        '</head>',
        '<body>',
        '    <noscript>Needs JavaScript.</noscript>',
        '    <div id="root"></div>',
        '</body></html>',
      ].join('\n'),
    );
    const body = { rootHtml: '<main>Bird spikes</main>', pageStateJson: '{"a":"\\u003c/script>"}', htmlClassName: 'theme_1' };
    expect(template.render('<title>New</title>', body)).toBe(
      [
        '<!doctype html>',
        // The script only hydrates a page that already shows: it is added once the page has loaded.
        '<html lang="en-IN" class="theme_1"><head>',
        '<script src="/hydrate-after-load.js" data-module="/assets/index.js" defer></script>',
        '<title>New</title></head>',
        '<body>',
        '    <div id="root"><main>Bird spikes</main></div>',
        '    <script type="application/json" id="shop-page-state">{"a":"\\u003c/script>"}</script>',
        '</body></html>',
      ].join('\n'),
    );
    // Without a rendered body the page is the shell, notice included, which needs its script at once.
    const shell = template.render('<title>New</title>');
    expect(shell).toContain('<noscript>Needs JavaScript.</noscript>');
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
  });

  it("names a page's scripts: as module preloads in the shell's head, to the loader of a rendered page", () => {
    const template = parseIndexTemplate('<!doctype html><html><head><title>Old</title>\n<script type="module" crossorigin src="/assets/index.js"></script>\n</head><body><div id="root"></div></body></html>');
    const scripts = ['/assets/CartPage-1.js', '/assets/client-2.js'];
    const shell = template.render('<title>New</title>\n', undefined, scripts);
    expect(shell).toContain(
      [
        '<title>New</title>',
        '    <link rel="modulepreload" crossorigin href="/assets/CartPage-1.js">',
        '    <link rel="modulepreload" crossorigin href="/assets/client-2.js">',
        '</head>',
      ].join('\n'),
    );
    const body = { rootHtml: '<main>Cart</main>', pageStateJson: '{}', htmlClassName: 'theme_1' };
    const served = template.render('<title>New</title>', body, scripts);
    expect(served).not.toContain('modulepreload');
    expect(served).toContain('<script src="/hydrate-after-load.js" data-module="/assets/index.js" data-preload="/assets/CartPage-1.js /assets/client-2.js" defer></script>');
    expect(template.render('<title>New</title>', body)).toContain('<script src="/hydrate-after-load.js" data-module="/assets/index.js" defer></script>');
  });

  it('copes with a page that leaves out its head', () => {
    const template = parseIndexTemplate('<!doctype html><title>Old</title><div id="root"></div>');
    expect(template.render('<title>New</title>')).toBe('<!doctype html><title>New</title><div id="root"></div>');
  });
});

describe('renderSitemap', () => {
  it('escapes URLs and writes lastmod only when known', () => {
    const xml = renderSitemap(
      [
        { url: 'https://shop.example.test/category/Nets%20%26%20Mesh?a=1&b=2' },
        { url: 'https://shop.example.test/', lastModified: new Date('2025-01-02T03:04:05Z') },
      ],
      'https://shop.example.test',
    );
    expect(xml).toContain('<url><loc>https://shop.example.test/category/Nets%20%26%20Mesh?a=1&amp;b=2</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example.test/</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>');
  });

  it('lists each page in every language served, each with the page in all of them and English as the default', () => {
    const xml = renderSitemap([{ url: 'https://shop.example.test/products' }, { url: 'https://shop.example.test/' }], 'https://shop.example.test', SHOP_LANGUAGES);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://shop.example.test/products"/>' +
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://shop.example.test/hi/products"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.test/products"/>';
    expect(xml).toContain(`<url><loc>https://shop.example.test/products</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://shop.example.test/hi/products</loc>${alternates}</url>`);
    expect(xml).toContain('<url><loc>https://shop.example.test/hi</loc>');
  });
});

describe('a page head in a language', () => {
  const head: PageHead = {
    title: 'Bird Spikes',
    description: 'Steel spikes',
    url: 'https://shop.example.test/products?page=2',
    imageUrl: 'https://shop.example.test/media/a.webp',
    type: 'website',
    twitterCard: 'summary',
    siteName: 'BirdShield India',
    locale: 'en_IN',
  };

  it("takes the language's address as canonical and names every language's", () => {
    const html = renderHead(headInLanguage(head, SHOP_LANGUAGES[1], SHOP_LANGUAGES, 'https://shop.example.test'));
    expect(html).toContain('<link rel="canonical" href="https://shop.example.test/hi/products?page=2">');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="https://shop.example.test/products?page=2">');
    expect(html).toContain('<link rel="alternate" hreflang="hi-IN" href="https://shop.example.test/hi/products?page=2">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example.test/products?page=2">');
    expect(html).toContain('<meta property="og:locale" content="hi_IN">');
  });

  it('names no alternates where one language is served, nor on a page kept out of search', () => {
    expect(renderHead(headInLanguage(head, SHOP_LANGUAGES[0], [SHOP_LANGUAGES[0]], 'https://shop.example.test'))).not.toContain('hreflang');
    expect(renderHead(headInLanguage({ ...head, noindex: true }, SHOP_LANGUAGES[1], SHOP_LANGUAGES, 'https://shop.example.test'))).not.toContain('hreflang');
  });
});

describe('article text', () => {
  it('reads plain text without tags, scripts or entities', () => {
    expect(plainTextFromHtml('<p>Nets &amp; spikes</p><script>x()</script>\n<ul><li>one</li><li>two</li></ul>')).toBe('Nets & spikes one two');
  });

  it('cuts a snippet at a word boundary', () => {
    expect(snippet('short text', 20)).toBe('short text');
    expect(snippet('Pigeons love ledges, railings and window sills', 30)).toBe('Pigeons love ledges, railings…');
    expect(snippet('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('finds the first picture', () => {
    expect(firstImageSource('<p>no picture</p>')).toBeUndefined();
    expect(firstImageSource('<img alt="a" src="/media/a.svg?x=1&amp;y=2"><img src="/b.svg">')).toBe('/media/a.svg?x=1&y=2');
    expect(firstImageSource("<IMG SRC='/c.svg'>")).toBe('/c.svg');
    expect(firstImageSource('<img data-src="/lazy.svg">')).toBeUndefined();
  });
});
