/**
 * The storefront's configuration: the only module that reads `import.meta.env`.
 * Vite inlines these values at build time; only `VITE_`-prefixed variables reach the browser.
 */

/**
 * Checks the API base URL once, at start-up, so a typo fails loudly instead of
 * sending every call to a wrong host. Empty means same origin (the API serves the shop).
 */
export function parseApiBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value === '' || value.startsWith('/')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`VITE_API_BASE_URL must be empty, a path or an http(s) URL; got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_API_BASE_URL must use http or https; got "${raw}"`);
  }
  return value;
}

export const config = {
  apiBaseUrl: parseApiBaseUrl(import.meta.env.VITE_API_BASE_URL),
} as const;
