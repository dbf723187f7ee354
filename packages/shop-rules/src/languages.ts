/**
 * The languages the storefront speaks. English's pages are the shop's paths; each other language's are the same
 * paths under its own folder (`/hi/products`), each a build of its own (decision 063). The server sends a page in the
 * language its path names, with the other languages' addresses as alternates; nothing redirects a visitor by language.
 */
export const SHOP_LANGUAGES = [
  { code: 'en', hreflang: 'en-IN', ogLocale: 'en_IN', basename: '', name: 'English' },
  { code: 'hi', hreflang: 'hi-IN', ogLocale: 'hi_IN', basename: '/hi', name: 'हिंदी' },
] as const;

export type ShopLanguage = (typeof SHOP_LANGUAGES)[number];

/** A language's code, as calls (`lang=hi`), accounts and kept texts name it. */
export type LanguageCode = ShopLanguage['code'];

/** The shop's language with `code`; undefined for a code the shop does not speak. */
export function languageWithCode(code: LanguageCode): ShopLanguage;
export function languageWithCode(code: unknown): ShopLanguage | undefined;
export function languageWithCode(code: unknown): ShopLanguage | undefined {
  return SHOP_LANGUAGES.find((language) => language.code === code);
}

/** The language whose pages a search engine is shown when none fits the searcher better (`hreflang="x-default"`). */
export const DEFAULT_LANGUAGE: ShopLanguage = SHOP_LANGUAGES[0];

/** The language a path is in, and the shop's path it shows ("/hi/products" → Hindi, "/products"). */
export function languageOfPath(pathname: string): { language: ShopLanguage; path: string } {
  for (const language of SHOP_LANGUAGES) {
    const path = shopPathIn(pathname, language);
    if (language.basename !== '' && path !== undefined) return { language, path };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}

/** An address of the shop's English page in `language`'s folder ("https://…/products?page=2" → "https://…/hi/products?page=2"). */
export function addressInLanguage(address: string, language: ShopLanguage): string {
  if (language.basename === '') return address;
  // A path alone ("/products", as a page rendered on the server knows it) stays a path.
  const url = new URL(address, 'https://path.invalid');
  url.pathname = pathInLanguage(url.pathname, language);
  return address.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The shop's path an address in `language`'s folder shows ("/hi/products" → "/products"), or undefined outside it. */
export function shopPathIn(pathname: string, { basename }: ShopLanguage): string | undefined {
  if (basename === '') return pathname;
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return undefined;
  return pathname.slice(basename.length) || '/';
}

/** Where the shop's path `path` ("/products", "/") is shown in `language` ("/hi/products", "/hi"). */
export function pathInLanguage(path: string, language: ShopLanguage): string {
  if (language.basename === '') return path;
  return path === '/' ? language.basename : `${language.basename}${path}`;
}
