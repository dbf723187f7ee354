import type { ShopLanguage } from '@shop/rules/languages';

/**
 * The language a shopper chose, kept in a cookie for a year (the API can read it, for mail in that language): once a
 * choice is known, no page offers the other language again. Nothing redirects by it: the address names the language.
 */
const COOKIE = 'shop_language';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: ShopLanguage): void {
  document.cookie = `${COOKIE}=${language.code}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The code of the language chosen in this browser, or undefined when none was (an emptied cookie is none). */
export function rememberedLanguage(): string | undefined {
  const code = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return code || undefined;
}

/**
 * Of the shop's languages, the one the browser's preferences put first (`navigator.languages`, "hi-IN", "en-GB"…),
 * or undefined when it names none of them.
 */
export function preferredLanguage<Language extends ShopLanguage>(preferences: readonly string[], languages: readonly Language[]): Language | undefined {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    const match = languages.find((language) => language.code === primary);
    if (match) return match;
  }
  return undefined;
}
