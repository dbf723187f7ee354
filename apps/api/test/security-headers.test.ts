/**
 * The security headers of every kind of answer: a page, an API answer, a media file, a 404 and the
 * Storybook, whose inline scripts are allowed by hash only; and a built asset, which gets only those a
 * subresource obeys. The policy's reasons: docs/decisions/015-security-headers.md.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHash } from '../src/http/security-headers';
import { inlineScriptHashes } from '../src/web/storybook-csp';
import { startTestApp, type TestApp } from './support/app';

const STORYBOOK_SCRIPT = 'window.CONFIG_TYPE = "PRODUCTION";';

/** The CSP as directive → sources. */
function policy(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let root: string;
  const started: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp('pglite', {
      STOREFRONT_DIST: path.join(root, 'dist'),
      MEDIA_DIR: path.join(root, 'media'),
      STORYBOOK_DIST: path.join(root, 'storybook'),
      ...env,
    });
    started.push(t);
    return t;
  };
  let shop: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-headers-'));
    await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
    await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><html><head><title>BirdShield</title></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(root, 'dist', 'assets', 'index-1a2b3c.js'), 'console.log("shop")');
    await writeFile(path.join(root, 'dist', 'assets', 'index-1a2b3c.css'), 'body{margin:0}');
    await mkdir(path.join(root, 'media', 'products'), { recursive: true });
    await writeFile(path.join(root, 'media', 'products', 'spike.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(root, 'storybook'), { recursive: true });
    await writeFile(
      path.join(root, 'storybook', 'index.html'),
      `<!doctype html><title>Storybook</title><script>${STORYBOOK_SCRIPT}</script><script type="module" src="./sb-manager/runtime.js"></script>`,
    );
    await writeFile(path.join(root, 'storybook', 'iframe.html'), '<!doctype html><title>Preview</title><script>window.FRAME = 1;</script>');
    shop = await start({ SITE_URL: 'https://shop.example.test' });
  });
  afterAll(async () => {
    for (const t of started) await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (t: TestApp, url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

  it('puts the same strict headers on a page, an API answer, a media file and a 404', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/api/user/products/', 200],
      // An uploaded SVG opened on its own is a document.
      ['/media/products/spike.svg', 200],
      ['/api/user/no-such-thing/', 404],
    ] as const) {
      const response = await get(shop, url);
      expect(response.statusCode, url).toBe(status);
      const csp = policy(response.headers['content-security-policy']);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      // Never for scripts or <style> elements; only style attributes (below).
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'");
      expect(csp['style-src'], url).not.toContain("'unsafe-inline'");
      // Files from the shop, and react-aria's stylesheets by their hashes (two it adds, one the storefront's pages carry
      // from the start): no nonce, no other inline style.
      const hash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      expect(csp['style-src'], url).toEqual(["'self'", hash, hash, hash]);
      // Server-rendered HTML carries React's style attributes; <style> elements still need their hash.
      expect(csp['style-src-attr'], url).toEqual(["'unsafe-inline'"]);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['permissions-policy'], url).toBe('camera=(), microphone=(), geolocation=(), payment=(self)');
    }
  });

  it("gives a built script or stylesheet, and the loader of a served page's script, only the headers a subresource obeys, not those of a document", async () => {
    for (const url of ['/assets/index-1a2b3c.js', '/assets/index-1a2b3c.css', '/assets/index-gone.js', '/hydrate-after-load.js']) {
      const response = await get(shop, url, '*/*');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'permissions-policy',
        'referrer-policy',
        'cross-origin-opener-policy',
        'origin-agent-cluster',
      ]) {
        expect(response.headers[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
    expect((await get(shop, '/assets/index-1a2b3c.js', '*/*')).statusCode).toBe(200);
  });

  it("allows react-aria's run-time stylesheet by its hash, so every visitor gets the same page", async () => {
    const pressable = '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
    const [first, second] = [await get(shop, '/'), await get(shop, '/')];
    expect(policy(first.headers['content-security-policy'])['style-src']).toContain(cspHash(pressable));
    expect(first.headers['content-security-policy']).not.toContain('nonce');
    expect(first.body).not.toContain('csp-nonce');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('allows Razorpay Checkout only when Razorpay is configured, and sends HSTS only over https', async () => {
    const razorpay = await start({ SITE_URL: 'http://localhost:3000', RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp-secret' });
    const response = await get(razorpay, '/');
    const csp = policy(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp['frame-src']).toEqual(['https://www.google.com', 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
    );
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // Without Razorpay only the contact page's map may be framed.
    expect(policy((await get(shop, '/')).headers['content-security-policy'])['frame-src']).toEqual(['https://www.google.com']);
  });

  it("gives Storybook a policy that allows its own inline scripts by hash, and framing by its own manager", async () => {
    const expected = `'sha256-${createHash('sha256').update(STORYBOOK_SCRIPT).digest('base64')}'`;
    for (const url of ['/storybook/', '/storybook/iframe.html']) {
      const response = await get(shop, url);
      expect(response.statusCode, url).toBe(200);
      const csp = policy(response.headers['content-security-policy']);
      expect(csp['script-src'], url).toContain(expected);
      expect(csp['script-src'], url).toHaveLength(3); // 'self' and the two pages' scripts, nothing else
      expect(csp['script-src'], url).not.toContain("'unsafe-inline'");
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // Outside /storybook the shop's policy stands.
    expect(policy((await get(shop, '/storybook-not')).headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  });

  it('hashes inline scripts exactly as written and skips those loaded by src', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{"a":1}</script>';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('{"a":1}')]);
  });
});
