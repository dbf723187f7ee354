import { describe, expect, it } from 'vitest';
import { isSafeImageSrc, isSafeLinkHref } from './safeUrl';

describe('isSafeLinkHref', () => {
  it.each(['/products/x', 'products', '../x', '?page=2', '#section', 'https://example.com', 'HTTP://example.com', '//example.com/x'])(
    'allows %s',
    (href) => expect(isSafeLinkHref(href)).toBe(true),
  );

  it.each(['', '   ', 'javascript:alert(1)', ' \u0001javascript:alert(1)', 'java\nscript:x', 'JAVASCRIPT:x', 'data:text/html,x', 'vbscript:x', 'mailto:a@b.c', 'file:///etc/passwd'])(
    'refuses %j',
    (href) => expect(isSafeLinkHref(href)).toBe(false),
  );
});

describe('isSafeImageSrc', () => {
  it.each(['/media/blogs/a.svg', 'media/a.png', 'https://cdn.example.com/a.jpg'])('allows %s', (src) =>
    expect(isSafeImageSrc(src)).toBe(true),
  );

  it.each(['', 'http://example.com/a.jpg', '//example.com/a.jpg', '\\\\example.com/a.jpg', '/\\example.com/a.jpg', 'data:image/png;base64,AA', 'blob:https://x/1', 'javascript:x'])(
    'refuses %j',
    (src) => expect(isSafeImageSrc(src)).toBe(false),
  );
});
