/**
 * A page in each of the shop's languages: its canonical address in that language's folder ("/hi/products"), its Open
 * Graph locale, and the page's address in every language served as alternates, English as `x-default`, so a search
 * engine shows each searcher the page in their language and never counts the two as duplicates (decision 063).
 */
import { addressInLanguage, DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/rules/languages';
import type { Alternate, PageHead } from './head';

/** `url`, an address of the shop's English pages, in `language`'s folder; an address elsewhere as it is. */
export function urlInLanguage(url: string, language: ShopLanguage, siteUrl: string): string {
  return url.startsWith(`${siteUrl}/`) ? addressInLanguage(url, language) : url;
}

/** The page at `url` (English's address) in each language of `languages`, and English again as `x-default`. */
export function alternatesOf(url: string, languages: readonly ShopLanguage[], siteUrl: string): Alternate[] {
  if (languages.length < 2 || !url.startsWith(`${siteUrl}/`)) return [];
  return [
    ...languages.map((language) => ({ hreflang: language.hreflang, href: urlInLanguage(url, language, siteUrl) })),
    { hreflang: 'x-default', href: urlInLanguage(url, DEFAULT_LANGUAGE, siteUrl) },
  ];
}

/** `head` (written for English's address) as the page in `language`, with its alternates in `languages`. */
export function headInLanguage(head: PageHead, language: ShopLanguage, languages: readonly ShopLanguage[], siteUrl: string): PageHead {
  return { ...head, url: urlInLanguage(head.url, language, siteUrl), locale: language.ogLocale, alternates: alternatesOf(head.url, languages, siteUrl) };
}
