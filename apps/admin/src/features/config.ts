/**
 * The back-office's configuration: the only module that reads `import.meta.env`. Vite inlines these
 * values at build time; only `VITE_`-prefixed variables reach the browser.
 */

/** Empty (same origin: the API serves the back-office), a path, or an http(s) URL; anything else fails at start-up. */
function parseApiBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value === '' || value.startsWith('/')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_BASE_URL must be empty, a path or an http(s) URL; got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`VITE_API_BASE_URL must use http or https; got "${raw}"`);
  return value;
}

export const config = {
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const;
